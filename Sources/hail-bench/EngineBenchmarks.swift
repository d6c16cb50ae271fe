import Foundation

/// The `engine` suite: the costs of the engine's hot paths, each in a fresh headless scene.
@MainActor
enum EngineBenchmarks {
  /// Runs every group and prints its figures to stdout as they come; progress goes to stderr so
  /// stdout stays one `name value unit` line per figure.
  static func run(sampler: Sampler) {
    let groups: [(title: String, measure: (Sampler) -> [Figure])] = [
      ("hit testing", hitTest),
      ("scroll frames", scrollFrames),
      ("table layout", tableLayout),
      ("key-value observation", observation),
      ("animation presentation", animationPresentation),
      ("touch dispatch", touchDispatch),
      ("annotation moves", annotationMoves),
    ]
    for group in groups {
      FileHandle.standardError.write(Data("hail-bench: measuring \(group.title)…\n".utf8))
      for figure in group.measure(sampler) {
        print(figure.line)
        fflush(nil)
      }
    }
  }
}
