import Foundation

/// The ways of an extract as read, packed into flat arrays (node references in one array, tag keys
/// and values in one string blob) until the builder takes them one by one: an array and a
/// dictionary for each of half a million ways cost more memory than the map made from them.
struct WayStore: RandomAccessCollection, Sendable {
  private(set) var ids: [Int64] = []
  private var refStart: [Int] = [0]
  private var refs: [Int64] = []
  private var tagStart: [Int] = [0]
  /// Key, value, key, value… for each way in turn.
  private var tagText = StringColumn()

  var startIndex: Int { 0 }
  var endIndex: Int { ids.count }

  mutating func append<Tags: Sequence<(String, String)>>(
    id: Int64, refs more: UnsafeBufferPointer<Int64>, tags: Tags
  ) {
    ids.append(id)
    refs.append(contentsOf: more)
    refStart.append(refs.count)
    for (key, value) in tags {
      tagText.append(key)
      tagText.append(value)
    }
    tagStart.append(tagText.count / 2)
  }

  /// Node references of all the ways.
  var referenceCount: Int { refs.count }

  /// Way `index`'s node references.
  func refs(_ index: Int) -> [Int64] { Array(refs[refStart[index]..<refStart[index + 1]]) }

  /// Way `index` as the builder reads it.
  subscript(index: Int) -> OSMWay {
    OSMWay(id: ids[index], refs: refs(index), tags: tags(index))
  }

  /// Way `index`'s tags.
  func tags(_ index: Int) -> TagList {
    TagList(
      (tagStart[index]..<tagStart[index + 1]).map { (key: tagText[2 * $0], value: tagText[2 * $0 + 1]) })
  }
}
