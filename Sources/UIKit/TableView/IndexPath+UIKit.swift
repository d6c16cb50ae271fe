import Foundation

// UIKit's additions to Foundation's IndexPath (on Apple systems they come with UIKit).
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// Collection views call the second index `item`; it is the same index as a table's `row`.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
