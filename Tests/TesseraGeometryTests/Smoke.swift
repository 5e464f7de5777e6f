import Testing
@testable import TesseraGeometry
@Test func builds() {}
