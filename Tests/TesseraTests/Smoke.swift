import Testing
@testable import Tessera
@Test func placeholder() {}
