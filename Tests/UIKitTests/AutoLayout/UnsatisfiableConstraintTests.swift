import Testing
@_spi(Hail) import UIKit

/// Conflicting required constraints: UIKit's message naming the constraints involved, one broken,
/// the rest kept, no crash.
@MainActor @Suite struct UnsatisfiableConstraintTests {
  @Test func conflictIsLoggedAndOneConstraintBroken() {
    let app = Headless()
    var messages: [String] = []
    UIApplication.shared.layoutDiagnostics = { messages.append($0) }
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    app.root.addSubview(view)
    let hundred = view.widthAnchor.constraint(equalToConstant: 100)
    let twoHundred = view.widthAnchor.constraint(equalToConstant: 200)
    twoHundred.identifier = "too-wide"
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: app.root.leadingAnchor),
      view.topAnchor.constraint(equalTo: app.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      hundred, twoHundred,
    ])
    app.root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.contains("Unable to simultaneously satisfy constraints."))
    #expect(message.contains(".width == 100   (active)>"))
    #expect(message.contains("'too-wide'"))
    let breaking = message.components(separatedBy: "Will attempt to recover by breaking constraint")
    #expect(breaking.count == 2)
    #expect(breaking.last?.contains("'too-wide' UIView:") == true)  // the constraint that came last
    #expect(twoHundred.isActive)  // still active, as in UIKit; just not enforced
    hundred.isActive = false
    twoHundred.constant = 150  // a change retries the broken constraint
    app.root.layoutIfNeeded()
    #expect(view.frame.width == 150)
  }

  @Test func translatedFrameConflictNamesTheAutoresizingConstraint() {
    let app = Headless()
    var messages: [String] = []
    UIApplication.shared.layoutDiagnostics = { messages.append($0) }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // forgot to stop translating
    app.root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 80).isActive = true
    app.root.layoutIfNeeded()
    #expect(view.frame.width == 50)
    #expect(messages.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    #expect(messages.first?.contains("h=--- v=---") == true)
  }
}
