import Testing
@testable import TesseraLayout
@Test func builds() {}
