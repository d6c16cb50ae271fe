/// Finding an object in a list by identity, as the hierarchy does for every insertion and removal.
extension Array where Element: AnyObject {
  /// The first index holding `object` itself, as `firstIndex { $0 === object }` but without the
  /// closure: in Swift 6 mode a closure formed in main-actor code checks the executor on every
  /// call, which a search pays per sibling (a map's hundreds of annotation views).
  func firstIndex(ofIdentical object: AnyObject) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }
}
