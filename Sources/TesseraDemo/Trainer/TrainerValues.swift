import Tessera
import TesseraTrainer

/// The Trainer's choices as Tessera values (the model names them by their SwiftUI names).
extension TrainerAlignment {
    var alignment: Alignment { Alignment(named: rawValue) ?? .center }
    var unitPoint: UnitPoint { UnitPoint(named: rawValue) ?? .center }
}

extension TrainerRowAlignment {
    var vertical: VerticalAlignment { switch self { case .top: .top; case .center: .center; case .bottom: .bottom } }
}

extension TrainerColumnAlignment {
    var horizontal: HorizontalAlignment { switch self { case .leading: .leading; case .center: .center; case .trailing: .trailing } }
}

extension TrainerUnsizedAxes {
    var axes: Axis.Set { switch self { case .horizontal: .horizontal; case .vertical: .vertical; case .both: [.horizontal, .vertical] } }
}

extension TrainerColor {
    var color: Color {
        switch self { case .green: .green; case .yellow: .yellow; case .orange: .orange; case .red: .red; case .purple: .purple; case .blue: .blue }
    }
}

extension TrainerTrackBound {
    var minimum: MinTrackSizing {
        switch self {
        case .pt(let v): .length(.px(v))
        case .auto, .fr: .auto
        case .minContent: .minContent
        case .maxContent: .maxContent
        }
    }
    var maximum: MaxTrackSizing {
        switch self {
        case .pt(let v): .length(.px(v))
        case .auto: .auto
        case .minContent: .minContent
        case .maxContent: .maxContent
        case .fr(let f): .fr(f)
        }
    }
}

extension TrainerTrack {
    var gridTrack: GridTrack {
        switch self {
        case .pt(let v): .pt(v)
        case .fr(let v): .fr(v)
        case .fit: .fit
        case .auto: .auto
        case .minmax(let a, let b): .minmax(a.minimum, b.maximum)
        }
    }
}

extension TrainerTrackGrid {
    var gridTracks: GridTracks { GridTracks(tracks.map(\.gridTrack)) }
    var gridFlow: GridFlow { flow == .rows ? .rows : .columns }
    var gridPacking: GridPacking { packing == .sparse ? .sparse : .dense }
    var gridContentMode: GridContentMode { contentMode == .fill ? .fill : .scroll }
}
