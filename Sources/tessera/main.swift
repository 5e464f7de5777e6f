import TesseraCommandLine
import Foundation
exit(TesseraCommand.run(Array(CommandLine.arguments.dropFirst())))
