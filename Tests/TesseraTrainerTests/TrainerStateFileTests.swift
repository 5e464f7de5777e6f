import Foundation
import Testing
import TesseraTrainer

/// The state file: a saved state loads back to the same state, and bad files give one line
/// naming the JSON path.
@Suite struct TrainerStateFileTests {
    /// A state whose cells and rows use every saved option.
    static var everything: TrainerState {
        var s = TrainerCodeTests.richState
        s.rows.append(TrainerRow(id: 200, alignment: .bottom, cells: [TrainerCell(id: 3, color: .purple)]))
        s.mode = .track
        s.track = TrainerCodeTests.trackState.track
        s.track.flow = .columns
        s.track.contentMode = .scroll
        s.track.tracks.append(.minmax(.minContent, .maxContent))
        s.rows[0].cells[0].item.rowSpan = 2
        s.rows[0].cells[0].item.startRow = 1
        s.grid.showCellProperties = false
        s.selection = [1, 3]
        s.view = TrainerViewOptions()
        s.view.code = .css
        s.view.codeOpacity = 0.25
        return s
    }

    /// The state without ids: what the file stores.
    func shape(_ s: TrainerState) -> String { TrainerStateFile.encode(s) }

    @Test(arguments: [TrainerState(), everything])
    func savedStatesLoadBack(_ state: TrainerState) throws {
        let text = TrainerStateFile.encode(state)
        let loaded = try TrainerStateFile.decode(Data(text.utf8))
        #expect(TrainerStateFile.encode(loaded) == text)
        #expect(loaded.rows.map { $0.cells.map(\.color) } == state.rows.map { $0.cells.map(\.color) })
        #expect(loaded.grid == state.grid && loaded.track == state.track && loaded.view == state.view && loaded.mode == state.mode)
        #expect(loaded.selectedCells.count == state.selectedCells.count)
        #expect(loaded.code == state.code, "the same code panel")
        for (a, b) in zip(loaded.cells, state.cells) {
            var b2 = b; b2.id = a.id
            #expect(a == b2)
        }
    }

    @Test func aMinimalFileTakesTheDefaults() throws {
        let s = try TrainerStateFile.decode(Data(#"{"rows": [{"cells": [{}, {"color": "red", "span": 2}]}]}"#.utf8))
        #expect(s.rows.count == 1 && s.rows[0].cells.count == 2)
        #expect(s.rows[0].cells[0].color == .green && s.rows[0].cells[0].width == 80)
        #expect(s.rows[0].cells[1].span == 2)
        #expect(s.grid == TrainerGridOptions() && s.mode == .eager)
    }

    /// Each bad file and the start of its one-line message (path first).
    static let badFiles: [(String, String)] = [
        ("not json", "$: not valid JSON"),
        ("[1, 2]", "$: expected an object"),
        (#"{"rows": []}"#, "$.rows: a grid needs at least 1 row (found 0)"),
        (#"{"mode": "eager"}"#, "$.rows: missing"),
        (#"{"rows": [{"cells": []}]}"#, "$.rows[0].cells: a row needs at least 1 cell"),
        (#"{"rows": [{"cells": [{}]}], "colour": 1}"#, "$.colour: unknown field \"colour\""),
        (#"{"rows": [{"cells": [{"wdith": 80}]}]}"#, "$.rows[0].cells[0].wdith: unknown field"),
        (#"{"rows": [{"cells": [{"width": -5}]}]}"#, "$.rows[0].cells[0].width: must be from 10 to 800 points (found -5.0)"),
        (#"{"rows": [{"cells": [{"height": 1e9}]}]}"#, "$.rows[0].cells[0].height: must be from 10 to 800 points"),
        (#"{"rows": [{"cells": [{"width": NaN}]}]}"#, "$.rows[0].cells[0].width: not valid JSON"),
        (#"{"rows": [{"cells": [{"width": 1e400}]}]}"#, "$.rows[0].cells[0].width: not valid JSON: the number 1e400 is too large"),
        (#"{"rows": [{"cells": [{}, {"width": "wide"}]}]}"#, "$.rows[0].cells[1].width: expected a number, found a string"),
        (#"{"rows": [{"cells": [{"span": 7}]}]}"#, "$.rows[0].cells[0].span: must be from 1 to 6"),
        (#"{"rows": [{"cells": [{"span": 2.5}]}]}"#, "$.rows[0].cells[0].span: expected a whole number"),
        (#"{"rows": [{"cells": [{"anchor": "centerFirstTextBaseline"}]}]}"#, "$.rows[0].cells[0].anchor: a cell anchor is one of the nine"),
        (#"{"rows": [{"cells": [{"color": "teal"}]}]}"#, "$.rows[0].cells[0].color: unknown value \"teal\""),
        (#"{"rows": [{"alignment": "middle", "cells": [{}]}]}"#, "$.rows[0].alignment: unknown value \"middle\""),
        (#"{"rows": [{"cells": [{}]}], "grid": {"padding": 51}}"#, "$.grid.padding: must be from 0 to 50 points"),
        (#"{"rows": [{"cells": [{}]}], "grid": {"horizontalSpacing": null, "verticalSpacing": -1}}"#, "$.grid.verticalSpacing: must be from 0 to 50"),
        (#"{"rows": [{"cells": [{"item": {"columnSpan": 3}}]}], "track": {"tracks": ["fit", "fit"]}}"#,
         "$.rows[0].cells[0].item: column start 0 + span 3 goes beyond the 2 tracks of the row"),
        (#"{"rows": [{"cells": [{"item": {"startColumn": 6}}]}]}"#, "$.rows[0].cells[0].item: column start 6 + span 1 goes beyond the 6 tracks"),
        (#"{"rows": [{"cells": [{"span": 6}, {"span": 6}, {"span": 6}, {"span": 6}]}]}"#, "$.rows[0].cells: the row's spans add up to 24 columns"),
        (#"{"rows": [{"cells": [{}]}], "track": {"tracks": []}}"#, "$.track.tracks: a track grid needs at least 1 track"),
        (#"{"rows": [{"cells": [{}]}], "track": {"tracks": [{"pt": -1}]}}"#, "$.track.tracks[0].pt: must be from 0 to 800 points"),
        (#"{"rows": [{"cells": [{}]}], "track": {"tracks": [{"minmax": [{"fr": 1}, 5]}]}}"#, "$.track.tracks[0].minmax[0]: a minimum cannot be a fraction"),
        (#"{"rows": [{"cells": [{}]}], "track": {"tracks": ["stretch"]}}"#, "$.track.tracks[0]: unknown track \"stretch\""),
        (#"{"rows": [{"cells": [{}]}], "selection": [[0, 3]]}"#, "$.selection[0][1]: must be from 0 to 0"),
        (#"{"rows": [{"cells": [{}]}], "view": {"codeOpacity": 2}}"#, "$.view.codeOpacity: must be from 0 to 1"),
        (#"{"version": 2, "rows": [{"cells": [{}]}]}"#, "$.version: unsupported version 2"),
    ]

    @Test(arguments: badFiles)
    func badFilesNameThePath(_ text: String, _ message: String) {
        do {
            _ = try TrainerStateFile.decode(Data(text.utf8))
            Issue.record("accepted \(text)")
        } catch let e as TrainerStateError {
            #expect(e.description.hasPrefix(message), "got: \(e.description)")
            #expect(!e.description.contains("\n"), "one line")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func tooManyRowsAndCellsAreRejected() {
        let row = #"{"cells": [{}]}"#
        let rows = Array(repeating: row, count: TrainerLimits.maximumRows + 1).joined(separator: ",")
        #expect(throws: TrainerStateError.self) { try TrainerStateFile.decode(Data("{\"rows\": [\(rows)]}".utf8)) }
        let cells = Array(repeating: "{}", count: TrainerLimits.maximumCellsPerRow + 1).joined(separator: ",")
        #expect(throws: TrainerStateError.self) { try TrainerStateFile.decode(Data("{\"rows\": [{\"cells\": [\(cells)]}]}".utf8)) }
    }
}
