import Foundation

/// One turn-by-turn step: a manoeuvre and the stretch of road driven after it, up to the next one.
public struct RouteStep: Sendable, Equatable {
  public enum Maneuver: Sendable, Equatable {
    /// Setting off, heading `bearing` (degrees clockwise from north).
    case depart(bearing: Double)
    case turn(TurnDirection)
    /// Entering a roundabout and leaving it by exit `exit` (1 = the first exit after entering).
    case roundabout(exit: Int)
    case arrive
  }

  /// The direction of a turn, by OSRM's angle ranges (`getTurnDirection` in its guidance).
  public enum TurnDirection: String, Sendable, CaseIterable {
    case uTurn, sharpRight, right, slightRight, straight, slightLeft, left, sharpLeft

    /// `angle` in degrees in (−180, 180], positive to the right.
    init(angle: Double) {
      // OSRM measures 180° for straight on, less to the right: 0–60 sharp, 60–140 right, 140–160
      // slight, 160–200 straight.
      let osrm = 180 - angle
      switch osrm {
      case ..<1, 359...: self = .uTurn
      case ..<60: self = .sharpRight
      case ..<140: self = .right
      case ..<160: self = .slightRight
      case ...200: self = .straight
      case ...220: self = .slightLeft
      case ...300: self = .left
      default: self = .sharpLeft
      }
    }
  }

  public var maneuver: Maneuver
  /// The road the step drives on, if it has a name.
  public var road: PlaceName
  /// Metres driven from this manoeuvre to the next.
  public var distance: Double
  /// The step's geometry: from the manoeuvre's point to the next manoeuvre's.
  public var coordinates: [Coordinate]
  /// Something to know about the step's road: it is for local access only (`destination`,
  /// `private`…), so the route uses it only to reach or leave the end.
  public var isLocalAccessOnly: Bool

  /// The instruction in `language` ("左转进入Kaivokatu", "Turn left onto Kaivokatu").
  public func instructions(_ language: MapLanguage) -> String {
    let name = road.localized(language == .local ? .english : language)
    return language == .chinese ? StepText.chinese(maneuver, name) : StepText.english(maneuver, name)
  }
}

/// The instruction texts, English and Chinese (the wording of common navigation apps).
enum StepText {
  static func english(_ maneuver: RouteStep.Maneuver, _ road: String?) -> String {
    let onto = road.map { " onto \($0)" } ?? ""
    switch maneuver {
    case .depart(let bearing):
      return "Head \(compass(bearing).english)" + (road.map { " on \($0)" } ?? "")
    case .turn(let direction):
      switch direction {
      case .uTurn: return "Make a U-turn" + onto
      case .straight: return road.map { "Continue onto \($0)" } ?? "Continue straight"
      case .slightLeft: return "Turn slightly left" + onto
      case .left: return "Turn left" + onto
      case .sharpLeft: return "Turn sharply left" + onto
      case .slightRight: return "Turn slightly right" + onto
      case .right: return "Turn right" + onto
      case .sharpRight: return "Turn sharply right" + onto
      }
    case .roundabout(let exit):
      return "At the roundabout, take the \(ordinal(exit)) exit" + onto
    case .arrive:
      return "Arrive at your destination"
    }
  }

  static func chinese(_ maneuver: RouteStep.Maneuver, _ road: String?) -> String {
    // A Latin name is set off by a space ("左转进入 Kaivokatu"), a Chinese one is not ("进入长安街").
    let road = road.map { name in
      name.unicodeScalars.first.map { $0.value < 0x2E80 } == true ? " \(name)" : name
    }
    let into = road.map { "进入\($0)" } ?? ""
    switch maneuver {
    case .depart(let bearing):
      return (road.map { "沿\($0)\($0.hasPrefix(" ") ? " " : "")" } ?? "") + "向\(compass(bearing).chinese)行驶"
    case .turn(let direction):
      switch direction {
      case .uTurn: return "掉头" + into
      case .straight: return road.map { "继续直行进入\($0)" } ?? "继续直行"
      case .slightLeft: return "向左前方行驶" + into
      case .left: return "左转" + into
      case .sharpLeft: return "向左后方急转" + into
      case .slightRight: return "向右前方行驶" + into
      case .right: return "右转" + into
      case .sharpRight: return "向右后方急转" + into
      }
    case .roundabout(let exit):
      return "在环岛第\(exit)个出口驶出" + (road.map { "，进入\($0)" } ?? "")
    case .arrive:
      return "到达目的地"
    }
  }

  /// English ordinals: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
  static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }

  /// The eight-point compass direction of a bearing.
  static func compass(_ bearing: Double) -> (english: String, chinese: String) {
    let names = [
      ("north", "北"), ("northeast", "东北"), ("east", "东"), ("southeast", "东南"), ("south", "南"),
      ("southwest", "西南"), ("west", "西"), ("northwest", "西北"),
    ]
    let index = Int(((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8
    return names[index]
  }
}
