import Testing
@testable import TesseraDemo
@Test func builds() {}
