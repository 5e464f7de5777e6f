#ifndef TESSERA_CGIO_SHIM_H
#define TESSERA_CGIO_SHIM_H
// GLib's GIO for Swift: GDBus, which TesseraATSPI uses to speak AT-SPI on the accessibility bus.
// Swift cannot call C's variadic functions nor expand GLib's type macros, so the few needed
// are wrapped here.
#include <gio/gio.h>

/// An array of `element_type` (a GVariant type string such as "(so)") from `n` children.
static inline GVariant *tessera_variant_array(const char *element_type, GVariant *const *children, gsize n) {
    return g_variant_new_array(G_VARIANT_TYPE(element_type), children, n);
}
/// A tuple of `n` children.
static inline GVariant *tessera_variant_tuple(GVariant *const *children, gsize n) {
    return g_variant_new_tuple(children, n);
}
/// Whether `value` has the type `type`.
static inline gboolean tessera_variant_is(GVariant *value, const char *type) {
    return g_variant_is_of_type(value, G_VARIANT_TYPE(type));
}
/// A method and property table for an object's interface (freed never: one per interface).
static inline GDBusInterfaceVTable *tessera_interface_vtable(GDBusInterfaceMethodCallFunc method,
                                                            GDBusInterfaceGetPropertyFunc get,
                                                            GDBusInterfaceSetPropertyFunc set) {
    GDBusInterfaceVTable *v = g_new0(GDBusInterfaceVTable, 1);
    v->method_call = method; v->get_property = get; v->set_property = set;
    return v;
}
/// The table of a subtree of objects made on demand.
static inline GDBusSubtreeVTable *tessera_subtree_vtable(GDBusSubtreeEnumerateFunc enumerate,
                                                        GDBusSubtreeIntrospectFunc introspect,
                                                        GDBusSubtreeDispatchFunc dispatch) {
    GDBusSubtreeVTable *v = g_new0(GDBusSubtreeVTable, 1);
    v->enumerate = enumerate; v->introspect = introspect; v->dispatch = dispatch;
    return v;
}
#endif
