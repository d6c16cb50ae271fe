import Testing
@_spi(Hail) import UIKit

/// A screen goes with its test: once a test's objects are out of scope and the application reset,
/// nothing it showed is alive (LeakSanitizer found whole screens left by these flows).
@MainActor
@Suite struct ScreenLifetimeTests {
  private func afterReset(_ play: () throws -> ObjectCensus) rethrows -> [String] {
    let census = try play()
    UIApplication.shared.resetHeadless()
    return census.survivors.map { "\($0.count) \($0.kind)" }
  }

  /// The census can fail: what a test keeps alive past the reset is named, counted by kind.
  @Test func theCensusNamesWhatOutlivesItsScreen() {
    var kept: [AnyObject] = []
    let survivors = afterReset {
      let app = Headless()
      let shown = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      app.window.addSubview(shown)
      app.advance(0.1)
      var census = ObjectCensus()
      census.take(app.window)
      let control = UIControl()
      census.add(control)
      kept = [shown, control]
      return census
    }
    #expect(survivors == ["1 UIControl", "1 UIView"])
    withExtendedLifetime(kept) {}
  }

  @Test func aSheetDraggedBetweenDetentsGoes() {
    let survivors = afterReset {
      let sheets = SheetStage { $0.detents = [.medium(), .large()] }
      sheets.stage.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 150), steps: 20)
      sheets.stage.advance(1)
      return sheets.census()
    }
    #expect(survivors == [])
  }

  @Test func aSheetDraggedAwayGoes() {
    let survivors = afterReset {
      let delegate = SheetDelegateLog()
      let sheets = SheetStage { $0.delegate = delegate }
      var census = sheets.census()
      census.add(delegate)
      sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 20)
      sheets.stage.advance(1)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aSheetWithItsDimmingTappedGoes() {
    let survivors = afterReset {
      let sheets = SheetStage { $0.detents = [.medium()] }
      let census = sheets.census()
      sheets.stage.tap(at: CGPoint(x: 200, y: 100))
      sheets.stage.advance(1)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aFieldBeingEditedGoes() {
    let survivors = afterReset {
      let app = Headless()
      let field = app.addField()
      field.becomeFirstResponder()
      app.keys.type("abc")
      app.advance(1.2)
      var census = ObjectCensus()
      census.take(app.window)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aFieldTappedAndResignedGoes() {
    let survivors = afterReset {
      let app = Headless()
      let field = app.addField()
      app.tap(at: CGPoint(x: 60, y: 120))
      app.keys.type("abc")
      var census = ObjectCensus()
      census.take(app.window)
      field.resignFirstResponder()
      app.advance(1)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aTableWithASwipedRowGoes() {
    let survivors = afterReset {
      let app = Headless()
      let model = EditableListModel([(0..<10).map { "Row \($0)" }])
      let log = SwipeActionLog()
      model.trailing = [log.action("Del", .destructive), log.action("Flag")]
      let table = app.table(model: model)
      app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110))
      app.advance(0.35)
      var census = ObjectCensus()
      census.take(app.window)
      census.add(model)
      app.tap(at: CGPoint(x: 260, y: 110))
      app.advance(0.5)
      log.completions[0](true)
      app.advance(0.35)
      withExtendedLifetime(table) {}
      return census
    }
    #expect(survivors == [])
  }

  /// A test that ends mid-drag: the table, its pan recognizer and the touch held one another once
  /// the finger was never lifted (LeakSanitizer found the home screen's `ExpressTableView` so).
  @Test func aTableLeftWithAFingerDownGoes() {
    let survivors = afterReset {
      let app = Headless()
      let model = EditableListModel([(0..<30).map { "Row \($0)" }])
      let table = app.table(model: model)
      app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), lift: false)
      #expect(table.isDragging)
      var census = ObjectCensus()
      census.take(app.window)
      census.add(model)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aTableWhoseFullSwipeDeletesItsRowGoes() {
    let survivors = afterReset {
      let app = Headless()
      let model = EditableListModel([(0..<10).map { "Row \($0)" }])
      let table = app.table(model: model)
      model.trailing = [
        UIContextualAction(style: .destructive, title: "Del") {
          [unowned model, unowned table] _, _, completion in
          model.sections[0].remove(at: 2)
          table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
          completion(true)
        }
      ]
      var census = ObjectCensus()
      census.take(app.window)
      census.add(model)
      app.drag(from: CGPoint(x: 350, y: 110), to: CGPoint(x: 50, y: 110))
      app.advance(0.5)
      #expect(model.sections[0].count == 9)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aSheetPresentedAnimatedGoesMidSlide() {
    let survivors = afterReset {
      var completed = false
      let sheets = SheetStage(animated: true) { completed = true }
      sheets.stage.advance(0.1)
      var census = ObjectCensus()
      census.take(sheets.stage.window)
      census.add(sheets.content)
      withExtendedLifetime(completed) {}
      return census
    }
    #expect(survivors == [])
  }

  @Test func aSheetWhoseDetentChangeAnimatesGoesMidChange() {
    let survivors = afterReset {
      let sheets = SheetStage { $0.detents = [.medium(), .large()] }
      sheets.sheet.animateChanges { sheets.sheet.selectedDetentIdentifier = .large }
      sheets.stage.advance(0.1)
      return sheets.census()
    }
    #expect(survivors == [])
  }

  @Test func aModalSheetPulledAndRefusedGoes() {
    let survivors = afterReset {
      let delegate = SheetDelegateLog()
      let sheets = SheetStage { $0.delegate = delegate }
      sheets.content.isModalInPresentation = true
      sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 20, lift: false)
      var census = sheets.census()
      census.add(delegate)
      sheets.stage.fingers.up()
      sheets.stage.advance(1)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aSheetPulledDownAndBroughtBackGoes() {
    let survivors = afterReset {
      let sheets = SheetStage()
      sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10, lift: false)
      let census = sheets.census()
      sheets.stage.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 320), steps: 10, lift: false)
      sheets.stage.advance(0.2)
      sheets.stage.fingers.up()
      sheets.stage.advance(1)
      return census
    }
    #expect(survivors == [])
  }

  @Test func aSheetOverAPannableViewGoes() {
    let survivors = afterReset {
      let sheets = SheetStage { sheet in
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
      }
      var panned = 0
      let map = UIView(frame: sheets.presenter.view.bounds)
      map.addGestureRecognizer(UIPanGestureRecognizer { _ in panned += 1 })
      sheets.presenter.view.addSubview(map)
      sheets.stage.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 250))
      sheets.sheet.selectedDetentIdentifier = .large
      let census = sheets.census()
      sheets.content.dismiss(animated: false)
      return census
    }
    #expect(survivors == [])
  }

  /// A context menu's rows hold their actions: the actions must not hold the rows back (each row
  /// with its label and image view outlived the menu before).
  @Test func aContextMenuLeftShownGoes() {
    let survivors = afterReset {
      let app = Headless()
      let view = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 60))
      let link = NSRange(location: 5, length: 4)
      let text = NSMutableAttributedString(string: "Help hail driver")
      text.addAttribute(.link, value: URL(string: "https://hail.example/help")!, range: link)
      view.attributedText = text
      view.isEditable = false
      app.root.addSubview(view)
      app.window.layoutIfNeeded()
      app.press(at: view.windowPoint(of: link))
      app.advance(1)
      #expect(app.contextMenu?.actionTitles.count == 2)
      return ObjectCensus(window: app.window)
    }
    #expect(survivors == [])
  }

  /// An alert with a text field, typed into and dismissed by its action: the alert, its
  /// presentation controller with its dimming view and the field go with it (LeakSanitizer found
  /// two of `AlertControllerTests.textFields`' layers alive at the suite's exit).
  @Test func anAlertTypedIntoAndDismissedGoes() {
    var typed: String?
    let survivors = afterReset {
      let stage = ControllerStage()
      let presenter = UIViewController()
      stage.show(presenter)
      let alert = UIAlertController(title: "Where to?", message: nil, preferredStyle: .alert)
      alert.addTextField()
      // Held strongly here, the alert and its action kept each other (11 kinds of survivors).
      alert.addAction(
        UIAlertAction(title: "Go", style: .default) { [unowned alert] _ in
          typed = alert.textFields?.first?.text
        })
      presenter.present(alert, animated: true)
      stage.advance(0.6)
      var census = ObjectCensus(window: stage.window)
      census.add(alert)
      #expect(KeyPressInjector(window: stage.window).type("Kamppi"))
      stage.tap(at: AlertControllerTests.center(AlertControllerTests.buttons(of: alert)[0]))
      stage.advance(0.6)
      return census
    }
    #expect(typed == "Kamppi")
    #expect(survivors == [])
  }

  /// Property animators left paused (scrubbed) and running: their views' layers go with the views
  /// (each layer's animation track holds the animator's group, which held the layer back before).
  @Test func theLayersOfUnfinishedPropertyAnimatorsGo() {
    let survivors = afterReset {
      let app = Headless()
      let paused = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let running = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
      app.root.addSubview(paused)
      app.root.addSubview(running)
      let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { paused.center.x = 100 }
      scrubbed.fractionComplete = 0.3
      let moving = UIViewPropertyAnimator(duration: 1, curve: .linear) { running.center.x = 100 }
      moving.startAnimation()
      app.advance(0.5)
      #expect(scrubbed.state == .active && moving.isRunning)
      var census = ObjectCensus(window: app.window)
      for object in [scrubbed, moving, paused.layer, running.layer] as [AnyObject] { census.add(object) }
      return census
    }
    #expect(survivors == [])
  }
}

extension SheetStage {
  /// A census of the stage's window and the sheet's presentation controller.
  fileprivate func census() -> ObjectCensus {
    var census = ObjectCensus()
    census.take(stage.window)
    census.add(sheet)
    return census
  }
}
