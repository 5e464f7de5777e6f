import Tessera
import TesseraNavigation

extension View {
    /// iOS's older bar buttons, `navigationBarItems(leading:trailing:)`: toolbar items at the
    /// bar's leading and trailing edges.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    /// A leading bar item (`navigationBarItems(leading:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    /// A trailing bar item (`navigationBarItems(trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
