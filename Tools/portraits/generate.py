#!/usr/bin/env python3
"""Deterministic generator for the 16 honeycomb demo portraits.

Writes Assets/Photos/portrait-01.png ... portrait-16.png (512x512 RGB) and people.json.
Flat-shaded avatar illustrations of fictional people, drawn from signed distance fields
on a 2x supersampled canvas (edges get an analytic one-sample ramp, then a 2x2 box filter).
Needs only Python 3 and numpy; no network, no input images, fixed seeds.

    python3 Tools/portraits/generate.py [OUTPUT_DIR]
"""
import json
import os
import struct
import sys
import zlib

import numpy as np

N, SS = 512, 2                      # output size, supersampling factor
M = N * SS
ZOOM, SHIFT = 1.18, 0.0             # the image shows x in [-1, 1] / ZOOM, y likewise plus SHIFT
PX = 2.0 / M / ZOOM                 # one sample in canvas units
AA = 1.2 * PX                       # anti-aliasing ramp width
_c = ((np.arange(M) + 0.5) * 2.0 / M - 1.0) / ZOOM
X, Y = np.meshgrid(_c, _c + SHIFT)  # x to the right, y downwards
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'Assets', 'Photos')


def rgb(h):
    return np.array([int(h[i:i + 2], 16) / 255.0 for i in (1, 3, 5)])


def mix(a, b, t):
    return a + (b - a) * t


# ---------------------------------------------------------------- shape fields
# Every shape is a signed distance field in canvas units, negative inside.

def ellipse(cx, cy, rx, ry):
    dx, dy = X - cx, Y - cy
    k = np.sqrt((dx / rx) ** 2 + (dy / ry) ** 2)
    g = np.sqrt((dx / rx ** 2) ** 2 + (dy / ry ** 2) ** 2)
    return np.where(k < 0.5, -(1 - k) * min(rx, ry), (k - 1) * k / np.maximum(g, 1e-9))


def circle(cx, cy, r):
    return np.hypot(X - cx, Y - cy) - r


def box(cx, cy, hw, hh, r):
    qx, qy = np.abs(X - cx) - hw + r, np.abs(Y - cy) - hh + r
    return np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - r


def implicit(f):
    """Turns an implicit function (negative inside) into an approximate distance."""
    gy, gx = np.gradient(f, PX)
    return f / np.maximum(np.hypot(gx, gy), 1e-9)


def polygon(pts):
    pts = np.asarray(pts, float)
    d = (X - pts[0, 0]) ** 2 + (Y - pts[0, 1]) ** 2
    s = np.ones_like(X)
    for i in range(len(pts)):
        (ax, ay), (bx, by) = pts[i], pts[i - 1]
        ex, ey, wx, wy = bx - ax, by - ay, X - ax, Y - ay
        h = np.clip((wx * ex + wy * ey) / (ex * ex + ey * ey), 0, 1)
        d = np.minimum(d, (wx - ex * h) ** 2 + (wy - ey * h) ** 2)
        c = np.stack([Y >= ay, Y < by, ex * wy > ey * wx])
        s = np.where(c.all(0) | (~c).all(0), -s, s)
    return s * np.sqrt(d)


def bez(p0, p1, p2, n=14):
    t = np.linspace(0, 1, n)[:, None]
    return (1 - t) ** 2 * np.array(p0) + 2 * (1 - t) * t * np.array(p1) + t ** 2 * np.array(p2)


def stroke(pts, r0, r1=None):
    """A polyline with round caps whose radius goes linearly from r0 to r1."""
    pts = np.asarray(pts, float)
    r1 = r0 if r1 is None else r1
    pad = max(r0, r1) + 0.05
    origin = np.array([X[0, 0], Y[0, 0]])
    lo = np.clip(((pts.min(0) - pad - origin) / PX).astype(int), 0, M)
    hi = np.clip(((pts.max(0) + pad - origin) / PX).astype(int) + 1, 0, M)
    xs, ys = X[lo[1]:hi[1], lo[0]:hi[0]], Y[lo[1]:hi[1], lo[0]:hi[0]]
    out = np.full(X.shape, 1.0)
    best = np.full(xs.shape, 1.0)
    n = len(pts) - 1
    for i in range(n):
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        vx, vy = bx - ax, by - ay
        h = np.clip(((xs - ax) * vx + (ys - ay) * vy) / (vx * vx + vy * vy + 1e-12), 0, 1)
        d = np.hypot(xs - ax - h * vx, ys - ay - h * vy) - (r0 + (r1 - r0) * (i + h) / n)
        best = np.minimum(best, d)
    out[lo[1]:hi[1], lo[0]:hi[0]] = best
    return out


def cover(d, soft=0.0):
    """Coverage of a distance field: a one-sample ramp, or a smooth soft edge of width soft."""
    t = np.clip(0.5 - d / (AA + soft), 0, 1)
    return t if soft == 0 else t * t * (3 - 2 * t)


def drop(cov, dy, steps=12):
    """A soft copy of a coverage moved down by dy (for cast shadows)."""
    k = max(1, int(dy / PX / steps))
    return sum(np.roll(cov, k * (i + 1), axis=0) for i in range(steps)) / steps


def lit(col, cx, cy, r, lo=0.82, hi=1.1):
    """A colour lit by a soft radial light centred at (cx, cy)."""
    t = np.clip(1 - np.hypot(X - cx, Y - cy) / r, 0, 1)
    return np.asarray(col)[None, None, :] * (lo + (hi - lo) * t * t * (3 - 2 * t))[..., None]


class Canvas:
    def __init__(self):
        self.img = np.zeros((M, M, 3))

    def paint(self, cov, col, opacity=1.0):
        a = (cov * opacity)[..., None]
        self.img += (np.broadcast_to(col, self.img.shape) - self.img) * a

    def pixels(self):
        small = self.img.reshape(N, SS, N, SS, 3).mean(axis=(1, 3))
        return (np.clip(small, 0, 1) * 255 + 0.5).astype(np.uint8)


# ---------------------------------------------------------------- the person

class Face:
    """Geometry shared by all features: head centre, radii, feature lines."""
    def __init__(self, p):
        self.cx, self.cy = 0.0, -0.09
        self.rx, self.ry, self.jaw = p.get('rx', 0.3) + 0.03, 0.4, p.get('jaw', 0.3) + 0.02
        self.ey, self.ex = self.cy + 0.04, 0.135
        self.ny, self.my = self.cy + 0.18, self.cy + 0.28
        self.skin = rgb(p['skin'])
        self.dark = self.skin * 0.72

    def field(self, grow=0.0):
        rx, ry = self.rx + grow, self.ry + grow
        s = (Y - self.cy) / ry
        w = rx * (1 - self.jaw * np.clip(s, 0, 1) ** 2)
        return implicit(((X - self.cx) / w) ** 2 + s ** 2 - 1)

    def skin_lit(self):
        return lit(self.skin, self.cx - 0.1, self.cy - 0.12, 0.62, 0.8, 1.08)


def background(cv, p):
    top, bottom = rgb(p['bg'][0]), rgb(p['bg'][1])
    t = ((Y + 1) / 2)[..., None]
    glow = 0.1 * np.exp(-((X + 0.15) ** 2 + (Y + 0.3) ** 2) / 0.35)[..., None]
    cv.paint(np.ones_like(X), mix(top, bottom, t) * (1 + glow))


def neck_skin(cv, f, cov):
    cv.paint(cov, lit(f.skin, -0.04, 0.2, 0.5, 0.74, 0.95))
    cv.paint(cov * drop(cover(f.field(-0.01)), 0.12), f.dark, 0.45)               # shadow under the chin


NECKLINES = {
    'crew': lambda: ellipse(0, 0.5, 0.165, 0.075),
    'scoop': lambda: ellipse(0, 0.5, 0.23, 0.15),
    'vneck': lambda: polygon([(-0.2, 0.38), (0.2, 0.38), (0, 0.78)]),
    'collar': lambda: polygon([(-0.17, 0.38), (0.17, 0.38), (0, 0.74)]),
    'turtle': lambda: np.ones_like(X),
    'hoodie': lambda: ellipse(0, 0.5, 0.165, 0.075),
}


def clothes(cv, f, p):
    col = rgb(p['top'])
    hw = p.get('shoulders', 0.84)
    body = cover(box(0, 1.12, hw, 0.66, 0.42))
    hole = cover(NECKLINES[p['neck']]())
    shade = lit(col, -0.25, 0.5, 1.1, 0.7, 1.05)
    neck_skin(cv, f, body * hole)
    cv.paint(body * (1 - hole), shade)
    cv.paint(body * (1 - hole) * drop(cover(box(0, 0.3, 0.15, 0.3, 0.08)), 0.08), col * 0.55, 0.3)
    kind = p['neck']
    if kind in ('crew', 'hoodie', 'scoop', 'vneck'):                     # ribbed band round the neckline
        t = 0.014 if kind == 'vneck' else 0.018
        cv.paint(body * cover(np.abs(NECKLINES[kind]() - t) - t), col * 0.78)
    if kind == 'collar':
        cc = rgb(p.get('collar', p['top'])) * 1.05
        for s in (-1, 1):
            tri = [(s * 0.005, 0.75), (s * 0.135, 0.43), (s * 0.26, 0.56), (s * 0.16, 0.62)]
            cv.paint(cover(polygon(tri) - 0.006), cc * 0.6)
            cv.paint(cover(polygon(tri)), lit(cc, -0.1, 0.5, 0.6, 0.85, 1.05))
        cv.paint(cover(stroke([(0, 0.76), (0, 1.0)], 0.004)), col * 0.6)
        for yb in (0.83, 0.92):
            cv.paint(cover(circle(0.018, yb, 0.01)), cc * 0.95)
    if kind == 'turtle':
        tn = cover(box(0, 0.45, 0.165, 0.14, 0.06))
        cv.paint(tn, lit(col, -0.05, 0.4, 0.4, 0.78, 1.05))
        for yy in (0.38, 0.45, 0.52):
            cv.paint(tn * cover(stroke(bez((-0.155, yy), (0, yy + 0.03), (0.155, yy)), 0.005)), col * 0.62, 0.8)
    if kind == 'hoodie':
        for s in (-1, 1):
            cv.paint(cover(stroke(bez((s * 0.07, 0.58), (s * 0.08, 0.71), (s * 0.06, 0.84)), 0.008)), rgb('#f1ede4'))
            cv.paint(cover(circle(s * 0.06, 0.86, 0.014)), rgb('#f1ede4') * 0.85)


def ears(cv, f):
    for s in (-1, 1):
        x = s * (f.rx * 0.96)
        cv.paint(cover(ellipse(x, f.ey + 0.045, 0.052, 0.085)), lit(f.skin, x - s * 0.02, f.ey, 0.12, 0.8, 1.0))
        cv.paint(cover(ellipse(x + s * 0.012, f.ey + 0.045, 0.022, 0.05), 0.02), f.dark, 0.55)


def head(cv, f):
    face = cover(f.field())
    cv.paint(face, f.skin_lit())
    edge = np.clip(1 + f.field() / 0.07, 0, 1) * face        # darker rim near the outline
    cv.paint(edge * (X > -0.1), f.dark, 0.25)


def blush(cv, f, p):
    for s in (-1, 1):
        cv.paint(cover(ellipse(s * 0.17, f.ny + 0.03, 0.07, 0.045), 0.08), rgb('#e0706a'), p.get('blush', 0.16))


def eyes(cv, f, p):
    iris = rgb(p['eyes'])
    lash = rgb(p.get('lash', '#2a1d18'))
    for s in (-1, 1):
        ex, ey = s * f.ex, f.ey
        w, ht, hb = 0.066, 0.038, 0.026
        kt, kb = (w * w - ht * ht) / (2 * ht), (w * w - hb * hb) / (2 * hb)
        lens = np.maximum(circle(ex, ey + kt, kt + ht), circle(ex, ey - kb, kb + hb))
        white = cover(lens)
        cv.paint(cover(lens - 0.012, 0.02), f.dark, 0.35)                     # socket shade
        cv.paint(white, rgb('#f7f3ee'))
        ix = ex + 0.006
        cv.paint(white * cover(circle(ix, ey + 0.002, 0.034)), lit(iris, ix, ey + 0.015, 0.038, 0.6, 1.15))
        cv.paint(white * cover(circle(ix, ey + 0.002, 0.016)), rgb('#120c0a'))
        cv.paint(white * cover(np.abs(circle(ix, ey + 0.002, 0.032)) - 0.003), iris * 0.5, 0.6)
        cv.paint(white * cover(ellipse(ex, ey - 0.035, 0.07, 0.03), 0.02), f.dark, 0.3)   # lid shadow
        cv.paint(cover(circle(ix - 0.011, ey - 0.01, 0.0075)), rgb('#ffffff'), 0.95)
        top = bez((ex - s * w, ey + 0.002), (ex, ey - 2 * ht), (ex + s * (w + 0.004), ey - 0.002))
        cv.paint(cover(stroke(top, 0.004, p.get('lid', 0.008))), lash)
        if p.get('lashes'):
            cv.paint(cover(stroke(bez((ex + s * (w - 0.004), ey - 0.006), (ex + s * (w + 0.012), ey - 0.012),
                                      (ex + s * (w + 0.022), ey - 0.026)), 0.006, 0.001)), lash)
        crease = bez((ex - s * w * 0.8, ey - 0.035), (ex, ey - 0.065), (ex + s * w, ey - 0.03))
        cv.paint(cover(stroke(crease, 0.003)), f.dark, 0.35)
        bot = bez((ex - s * w * 0.7, ey + 0.02), (ex, ey + 0.036), (ex + s * w * 0.8, ey + 0.016))
        cv.paint(cover(stroke(bot, 0.0025)), f.dark, 0.3)


def brows(cv, f, p):
    col = rgb(p.get('brow', p['hair']))
    t, arch = p.get('brow_w', 0.014), p.get('arch', 0.022)
    for s in (-1, 1):
        ex, by = s * f.ex, f.ey - 0.085
        pts = bez((ex - s * 0.068, by + 0.012), (ex - s * 0.01, by - arch * 1.6), (ex + s * 0.08, by + 0.006))
        cv.paint(cover(stroke(pts, t, t * 0.45)), col * 0.85)


def nose(cv, f):
    ny = f.ny
    cv.paint(cover(stroke(bez((0.028, f.ey + 0.01), (0.04, ny - 0.04), (0.03, ny - 0.005)), 0.012), 0.02), f.dark, 0.28)
    cv.paint(cover(ellipse(0, ny + 0.02, 0.05, 0.014), 0.02), f.dark, 0.35)
    for s in (-1, 1):
        cv.paint(cover(ellipse(s * 0.025, ny + 0.013, 0.012, 0.007), 0.006), f.skin * 0.45, 0.7)
        cv.paint(cover(stroke(bez((s * 0.035, ny - 0.015), (s * 0.05, ny + 0.0), (s * 0.038, ny + 0.015)), 0.003)),
                 f.dark, 0.4)
    cv.paint(cover(ellipse(-0.008, ny - 0.012, 0.016, 0.012), 0.015), np.minimum(f.skin * 1.15, 1), 0.5)


def mouth(cv, f, p):
    my, lip = f.my, rgb(p.get('lips', '#000000')) if p.get('lips') else f.skin * np.array([0.85, 0.6, 0.58])
    kind = p.get('mouth', 'smile')
    if kind == 'grin':
        w, ht, hb = 0.085, 0.012, 0.05
        kt, kb = (w * w - ht * ht) / (2 * ht), (w * w - hb * hb) / (2 * hb)
        shape = np.maximum(circle(0, my - kb, kb + hb), -circle(0, my - kt, kt + ht))
        cv.paint(cover(shape - (0.012 if p.get('lips') else 0.007)), lip)
        inner = cover(shape)
        cv.paint(inner, rgb('#5a1e1e'))
        cv.paint(inner * cover(circle(0, my - kt + 0.026, kt + ht)), rgb('#f6f1ea'))
        cv.paint(inner * cover(ellipse(0, my + 0.05, 0.045, 0.022), 0.01), rgb('#c0565a'))
        cv.paint(cover(ellipse(0, my + 0.068, 0.04, 0.01), 0.02), f.dark, 0.25)
    else:
        if p.get('lips'):
            cv.paint(cover(ellipse(0, my + 0.016, 0.052, 0.02)), lit(lip, -0.01, my + 0.01, 0.06, 0.85, 1.12))
            cv.paint(cover(np.maximum(ellipse(0, my + 0.005, 0.06, 0.02), Y - my)), lip * 0.92)
        line = bez((-0.068, my - 0.006), (0, my + 0.03), (0.068, my - 0.006))
        cv.paint(cover(stroke(line, 0.0045, 0.0045)), lip * 0.55)
        for s in (-1, 1):
            cv.paint(cover(stroke(bez((s * 0.066, my - 0.013), (s * 0.075, my - 0.004), (s * 0.07, my + 0.005)), 0.003)),
                     f.dark, 0.45)
        cv.paint(cover(ellipse(0, my + 0.045, 0.04, 0.011), 0.015), f.dark, 0.3)


def beard(cv, f, p):
    kind = p.get('beard')
    if not kind:
        return
    col = rgb(p.get('beard_col', p['hair'])) * 0.9
    my = f.my
    top = my + 0.03 - 0.2 * (np.abs(X) / f.rx) ** 2.2
    region = cover(f.field(0.025 if kind == 'full' else 0.0)) * cover(top - Y, 0.01)
    if kind == 'goatee':
        region *= cover(ellipse(0, my + 0.07, 0.09, 0.1))
    if kind in ('full', 'goatee'):
        cv.paint(region, lit(col, 0, my + 0.05, 0.35, 0.85, 1.1))
        cv.paint(region * np.clip(0.5 + 0.5 * np.sin(90 * X + 8 * np.sin(40 * Y)), 0, 1), col * 0.75, 0.25)
    elif kind == 'stubble':
        cv.paint(region, col, 0.2)
    if kind in ('full', 'goatee', 'moustache', 'stubble'):
        for s in (-1, 1):
            m = cover(stroke(bez((0, my - 0.04), (s * 0.04, my - 0.043), (s * 0.076, my - 0.024)), 0.014, 0.005))
            cv.paint(m, col * (0.95 if kind != 'stubble' else 1), 1.0 if kind != 'stubble' else 0.2)


def age_lines(cv, f, p):
    if not p.get('age'):
        return
    for s in (-1, 1):
        cv.paint(cover(stroke(bez((s * 0.06, f.ny), (s * 0.1, f.my - 0.03), (s * 0.085, f.my + 0.03)), 0.004)),
                 f.dark, 0.22)
        for k in range(2):
            a = s * (f.ex + 0.078)
            cv.paint(cover(stroke([(a, f.ey + 0.006 * k), (a + s * 0.03, f.ey - 0.008 + 0.02 * k)], 0.002)), f.dark, 0.25)


def freckles(cv, f, p):
    if not p.get('freckles'):
        return
    rng = np.random.default_rng(11)
    for x, y in rng.normal(0, 1, (34, 2)):
        fx = np.sign(x) * (0.06 + abs(x) * 0.06)
        cv.paint(cover(circle(fx, f.ny - 0.03 + y * 0.022, 0.0045), 0.003), f.skin * np.array([0.8, 0.58, 0.45]), 0.5)


# ---------------------------------------------------------------- hair

def bumpy(cx, cy, rx, ry, amp, n, phase=0.0):
    th = np.arctan2(Y - cy, X - cx)
    return ellipse(cx, cy, rx, ry) - amp * (0.5 + 0.5 * np.cos(n * th + phase)) ** 0.6


def hair_shapes(f, p):
    """Coverages of the hair behind the body, between body and face, in front of the face, and of its lines."""
    style, cx, cy, rx, ry = p['style'], f.cx, f.cy, f.rx, f.ry
    tilt, u = p.get('part', 0.0), X / rx
    px = tilt * rx * 0.55                                          # where the parting is
    zeros = np.zeros_like(X)
    part = lambda top: cover(stroke(bez((px, cy - 0.22), (px * 0.9, top + 0.1), (px * 0.6, top + 0.05)), 0.004, 0.001))

    def cap(grow, top, cut=None):
        c = cover(ellipse(cx, cy - 0.08, rx + grow, ry - 0.08 + top))
        return c if cut is None else c * cover(Y - cut, 0.02)

    def window(width, line, r=0.95):
        return cover(box(cx, cy + 0.6, rx * width, 0.9, rx * width * r)) * cover(line - Y, 0.004)

    if style == 'bald':
        return zeros, zeros, zeros, zeros
    if style in ('short', 'buzz', 'quiff', 'spiky'):
        grow, top = (0.012, 0.025) if style == 'buzz' else (0.03, 0.11)
        top += 0.07 if style == 'quiff' else 0
        c = cap(grow, top, cy + 0.08)
        if style == 'spiky':
            th = np.arctan2(Y - cy, X - cx)
            c = np.maximum(c, cover(ellipse(cx, cy - 0.06, rx + 0.05, ry + 0.06) - 0.045 * np.cos(15 * th))
                           * cover(Y - (cy - 0.32), 0.03))
        line = cy - 0.23 + 0.05 * u ** 2 + 0.05 * tilt * u + (0.02 if style == 'buzz' else 0)
        lines = part(cy - ry - top) if tilt else zeros
        return zeros, zeros, c * (1 - window(0.92, line)), lines
    if style == 'curly_short':
        c = cover(bumpy(cx, cy - 0.07, rx + 0.045, ry + 0.04, 0.03, 26)) * cover(Y - (cy + 0.02), 0.03)
        return zeros, zeros, c * (1 - window(0.9, cy - 0.23 + 0.05 * u ** 2)), zeros
    if style in ('long', 'bob', 'curly'):
        length = {'long': 0.74, 'bob': cy + ry + 0.06, 'curly': 0.7}[style]
        wide = {'long': 0.07, 'bob': 0.07, 'curly': 0.17}[style]
        c = cap(0.05, 0.06)
        if style == 'curly':
            c = np.maximum(c, cover(bumpy(cx, cy + 0.1, rx + 0.2, 0.62, 0.05, 30)) * cover(Y - length, 0.03))
        else:
            c = np.maximum(c, cover(box(cx, (cy - 0.2 + length) / 2, rx + wide, (length - cy + 0.2) / 2, 0.12)))
        if style == 'bob':
            line = cy - 0.15 + 0.03 * u ** 2
            return c, zeros, c * (1 - window(0.92, line)), zeros
        line = cy - 0.27 + 0.2 * (u - tilt * 0.4) ** 2 - 0.06 * np.exp(-((X - px) / 0.04) ** 2)
        front = c * (1 - window(0.86, line)) * (cover(Y - (cy + ry), 0.05) if style == 'curly' else 1)
        return c, zeros, front, part(cy - ry - 0.06)
    if style == 'afro':
        c = cover(bumpy(cx, cy - 0.1, rx + 0.2, ry + 0.12, 0.035, 34))
        return c, zeros, c * (1 - window(0.9, cy - 0.24 + 0.08 * u ** 2)), zeros
    if style in ('bun', 'ponytail'):
        c = cap(0.025, 0.05, cy + 0.05)
        back = cover(circle(cx + 0.02, cy - ry - 0.09, 0.12)) if style == 'bun' else zeros
        mid = zeros
        if style == 'ponytail':
            tail = bez((rx - 0.02, cy + 0.02), (rx + 0.2, cy + 0.4), (rx - 0.02, 0.78), 20)
            mid = cover(stroke(tail, 0.085, 0.04))
        line = cy - 0.26 + 0.13 * u ** 2 + 0.04 * tilt * u - 0.04 * np.exp(-((X - px) / 0.04) ** 2)
        return back, mid, c * (1 - window(0.9, line)), part(cy - ry - 0.05)
    raise ValueError(style)


def hair_colour(f, p):
    col = rgb(p['hair'])
    shade = lit(col, f.cx - 0.12, f.cy - f.ry + 0.02, 0.75, 0.72, 1.22 - 0.16 * col.mean())
    th = np.arctan2(X - f.cx, Y - (f.cy - f.ry - 0.25))
    if p['style'] in ('curly', 'afro', 'curly_short'):
        tex = np.sin(70 * X + 3 * np.sin(55 * Y)) * np.sin(70 * Y + 3 * np.sin(55 * X))
    else:
        tex = 0.6 * np.sin(70 * th) + 0.4 * np.sin(43 * th + 1.3)
    return shade * (1 + 0.05 * tex)[..., None]


# ---------------------------------------------------------------- accessories

def glasses(cv, f, p):
    if not p.get('glasses'):
        return
    col = rgb(p['glasses'])
    for s in (-1, 1):
        ex = s * (f.ex + 0.005)
        d = box(ex, f.ey, 0.085, 0.062, 0.035)
        cv.paint(cover(d), rgb('#ffffff'), 0.08)
        cv.paint(cover(d) * cover(np.abs(X + Y - ex - f.ey + 0.02) - 0.012), rgb('#ffffff'), 0.15)
        cv.paint(cover(np.abs(d) - 0.009), col)
        cv.paint(cover(stroke([(s * (f.ex + 0.09), f.ey - 0.03), (s * f.rx * 0.98, f.ey - 0.01)], 0.008)), col)
    cv.paint(cover(stroke(bez((-0.037, f.ey - 0.01), (0, f.ey - 0.03), (0.037, f.ey - 0.01)), 0.007)), col)


def earrings(cv, f, p):
    if not p.get('earrings'):
        return
    kind, col = p['earrings']
    col = rgb(col)
    for s in (-1, 1):
        x, y = s * (f.rx * 0.98), f.ey + 0.125
        if kind == 'hoop':
            cv.paint(cover(np.abs(circle(x, y + 0.035, 0.04)) - 0.006), col)
        else:
            cv.paint(cover(circle(x, y, 0.018)), lit(col, x - 0.006, y - 0.006, 0.02, 0.75, 1.15))


# ---------------------------------------------------------------- compose and write

def portrait(p):
    cv, f = Canvas(), Face(p)
    background(cv, p)
    back, mid, front, lines = hair_shapes(f, p)
    hcol = hair_colour(f, p)
    if p['style'] == 'buzz':
        hcol = mix(f.skin_lit(), hcol, 0.65)
    cv.paint(back, hcol * 0.85)
    neck_skin(cv, f, cover(box(0, 0.4, 0.155, 0.4, 0.08)))
    clothes(cv, f, p)
    cv.paint(mid, hcol)
    ears(cv, f)
    head(cv, f)
    if p['style'] == 'bald':
        cv.paint(cover(ellipse(-0.09, f.cy - 0.27, 0.1, 0.06), 0.05), np.minimum(f.skin * 1.3, 1), 0.35)
    blush(cv, f, p)
    freckles(cv, f, p)
    age_lines(cv, f, p)
    beard(cv, f, p)
    eyes(cv, f, p)
    brows(cv, f, p)
    nose(cv, f)
    mouth(cv, f, p)
    earrings(cv, f, p)
    cv.paint(drop(front, 0.03) * cover(f.field()) * (1 - front), f.dark, 0.35)
    cv.paint(front, hcol)
    cv.paint(front * lines, hcol * 0.6)
    glasses(cv, f, p)
    return cv.pixels()


def write_png(path, a):
    h, w, _ = a.shape
    up = a.astype(np.int16)
    up[1:] -= a[:-1]                                         # PNG filter 2 ("Up") on every row
    raw = np.concatenate([np.full((h, 1), 2, np.uint8), (up % 256).astype(np.uint8).reshape(h, w * 3)], 1)

    def chunk(tag, data):
        return struct.pack('>I', len(data)) + tag + data + struct.pack('>I', zlib.crc32(tag + data) & 0xffffffff)
    with open(path, 'wb') as fh:
        fh.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
                 + chunk(b'IDAT', zlib.compress(raw.tobytes(), 9)) + chunk(b'IEND', b''))


PEOPLE = [
    dict(name='Peter', skin='#f0c6a4', hair='#5a3a24', style='short', part=0.5, eyes='#4a7fb5', beard='stubble',
         top='#3f6fb3', neck='collar', collar='#f4f6f8', bg=('#c4ece4', '#6fbfae')),
    dict(name='Carlos', skin='#c98e5f', hair='#1e1714', style='quiff', eyes='#5a3a1e', beard='full', mouth='grin',
         top='#2f8f5b', neck='crew', bg=('#fbd59a', '#f0a04b'), rx=0.31, jaw=0.22),
    dict(name='Jennifer', skin='#f7d8c4', hair='#dcb46a', style='long', part=-0.6, eyes='#5f8fb0', lips='#cf5f70',
         lashes=1, top='#d8434f', neck='vneck', bg=('#d3e8fa', '#8db6e6'), rx=0.28, jaw=0.38, blush=0.25,
         brow='#9a7448', brow_w=0.011, mouth='grin'),
    dict(name='Paul', skin='#5c3a26', hair='#151010', style='bald', eyes='#3a2417', beard='goatee', top='#6b7785',
         neck='crew', bg=('#ffe594', '#f2bf3c'), rx=0.31, jaw=0.2, blush=0.0, brow_w=0.016),
    dict(name='Charlotte', skin='#ecbe9b', hair='#8e3b1f', style='bun', part=0.4, eyes='#4f8a5a', lips='#c65a5a',
         lashes=1, top='#3a9d8f', neck='scoop', bg=('#f8d3e2', '#e48fb0'), rx=0.285, jaw=0.36, blush=0.25,
         earrings=('stud', '#f2d27a'), brow_w=0.011),
    dict(name='Thomas', skin='#f1c7a8', hair='#a9a6a2', style='short', part=-0.7, eyes='#6a8fa8', beard='moustache',
         top='#2d3e63', neck='collar', collar='#dfe6ee', bg=('#ead9b8', '#c0a26f'), glasses='#2b2b2b', age=1,
         brow='#8a8682', rx=0.305),
    dict(name='Sophia', skin='#a86c45', hair='#1d1512', style='curly', eyes='#3d2414', lips='#9c3f44', lashes=1,
         top='#f2b705', neck='scoop', bg=('#d9c6f0', '#8f74c9'), rx=0.285, jaw=0.34, mouth='grin', brow_w=0.012),
    dict(name='Isabella', skin='#d39a6e', hair='#3a2218', style='ponytail', part=-0.6, eyes='#7a5a2a',
         lips='#b5475b', lashes=1, top='#1f8a8a', neck='vneck', bg=('#ffd0b8', '#f2845f'), rx=0.285, jaw=0.36,
         earrings=('hoop', '#e8c25a'), brow_w=0.012),
    dict(name='Ivan', skin='#f6d9c8', hair='#c9a86a', style='buzz', eyes='#5b8cc4', beard='full', beard_col='#a9824a',
         top='#2b2f36', neck='turtle', bg=('#b4c9e6', '#5d7cae'), rx=0.31, jaw=0.24, brow='#a9824a'),
    dict(name='Laura', skin='#efc3a0', hair='#6a4328', style='bob', eyes='#4f8a5a', lips='#c45c6a', lashes=1,
         top='#7b5ea7', neck='crew', bg=('#d0f2df', '#7fcfa3'), glasses='#8e2c3a', rx=0.29, jaw=0.34, blush=0.22,
         brow_w=0.011),
    dict(name='Scott', skin='#f3cdb0', hair='#c0602a', style='spiky', eyes='#4a80c0', beard='stubble',
         top='#e07a2f', neck='hoodie', bg=('#c2def5', '#4f92d6'), freckles=1, mouth='grin', rx=0.3, jaw=0.27),
    dict(name='Henry', skin='#6e452c', hair='#141010', style='buzz', part=0.0, eyes='#3a2417', beard='full',
         top='#f1f1ef', neck='collar', bg=('#c4e6ae', '#62a853'), mouth='grin', rx=0.31, jaw=0.2, brow_w=0.016, blush=0.0),
    dict(name='Laura', skin='#4f3022', hair='#0f0b0a', style='afro', eyes='#2e1a10', lips='#7a2e3a', lashes=1,
         top='#f07f3c', neck='scoop', bg=('#a6e6e2', '#32a9ae'), rx=0.29, jaw=0.34, mouth='grin',
         earrings=('hoop', '#f0c848'), blush=0.0, brow_w=0.012),
    dict(name='Abigail', skin='#f3d2b3', hair='#17120f', style='long', part=0.0, eyes='#2e1a10', lips='#d4606e',
         lashes=1, top='#f4efe6', neck='vneck', bg=('#f8c0bd', '#de6b6b'), rx=0.28, jaw=0.36, blush=0.25,
         brow_w=0.011),
    dict(name='James', skin='#8d5a3a', hair='#1a1311', style='curly_short', eyes='#3a2417', beard='moustache',
         top='#2e5fa8', neck='collar', bg=('#ffdcb4', '#f4a55a'), mouth='grin', rx=0.3, jaw=0.24, blush=0.0),
    dict(name='Amelia', skin='#f4d3bf', hair='#e4e0da', style='bob', eyes='#6f97c2', lips='#c8737f', lashes=1,
         top='#a58fd0', neck='crew', bg=('#e6dcf4', '#a993d6'), age=1, earrings=('stud', '#f5f1ea'), rx=0.29,
         jaw=0.34, brow='#b8b2aa', brow_w=0.01, blush=0.2),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    os.makedirs(out, exist_ok=True)
    people = []
    for i, p in enumerate(PEOPLE, 1):
        name = 'portrait-%02d.png' % i
        write_png(os.path.join(out, name), portrait(p))
        people.append({'name': p['name'], 'file': name})
        print(name, p['name'])
    with open(os.path.join(out, 'people.json'), 'w') as fh:
        json.dump(people, fh, indent=2)
        fh.write('\n')


if __name__ == '__main__':
    main()
