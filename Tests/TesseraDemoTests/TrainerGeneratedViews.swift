import Tessera

// Generated code of the Trainer's fixture states, compiled against Tessera as an app would.
// Regenerate with the commands in each comment; TrainerRoundTripTests fails when they are stale.

/// `tessera trainer --state Tests/TesseraDemoTests/Fixtures/trainer-eager.json --emit swift`, pasted into a view
/// unchanged (TrainerRoundTripTests checks that the generator still prints exactly this).
struct TrainerGeneratedEager: View {
    var body: some View {
        Grid(alignment: .bottomTrailing, horizontalSpacing: 6.0, verticalSpacing: 12.5) {
            GridRow(alignment: .top) {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.green.gradient)
                    .frame(width: 80.0, height: 80.0)
                    .gridColumnAlignment(.trailing)
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.yellow.gradient)
                    .frame(width: 60.0, height: 40.0)
                    .gridCellColumns(2)
                    .gridCellAnchor(.topLeading)
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.orange.gradient)
            }
            GridRow(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.red.gradient)
                    .frame(width: 120.0, height: 50.0)
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.purple.gradient)
                    .frame(height: 100.0)
                    .gridCellUnsizedAxes(.horizontal)
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.blue.gradient)
                    .frame(width: 30.0, height: 30.0)
                    .gridCellColumns(2)
                    .gridCellAnchor(.center)
            }
            GridRow {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.green.gradient)
                    .frame(width: 200.0, height: 20.0)
                    .gridCellColumns(3)
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.yellow.gradient)
                    .frame(width: 50.0)
                    .gridColumnAlignment(.leading)
            }
        }
        .padding(14.0)
        .border(.primary)
    }
}

/// `tessera trainer --state Tests/TesseraDemoTests/Fixtures/trainer-track.json --emit swift`, pasted into a view
/// unchanged (TrainerRoundTripTests checks that the generator still prints exactly this).
struct TrainerGeneratedTrack: View {
    var body: some View {
        TrackGrid(tracks: [.pt(100.0), .fr(1.0), .fit, .auto, .minmax(.length(.px(50.0)), .fr(2.0))], spacing: [8.0, 4.0]) {
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.green.gradient)
                .frame(width: 60.0, height: 60.0)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.yellow.gradient)
                .frame(width: 60.0, height: 40.0)
                .gridSpan(column: 2)
                .gridItemAlignment(.topLeading)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.orange.gradient)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.red.gradient)
                .frame(width: 90.0, height: 30.0)
                .gridSpan(row: 2)
                .gridStart(column: 0)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.purple.gradient)
                .frame(width: 40.0, height: 40.0)
                .gridItemAlignment(.bottomTrailing)
            RoundedRectangle(cornerRadius: 5.0)
                .fill(.blue.gradient)
                .frame(height: 70.0)
        }
        .gridPacking(.dense)
        .gridCommonItemsAlignment(.topLeading)
        .gridContentAlignment(.center)
        .padding(8.0)
        .border(.primary)
    }
}
