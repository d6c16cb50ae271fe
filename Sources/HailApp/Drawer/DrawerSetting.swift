import Ride

/// One of the drawer's switches: which setting, its choices (the first follows the system) and the
/// one the preferences hold.
struct DrawerSetting: Equatable {
  enum Kind: Equatable {
    case language, appearance
  }

  var kind: Kind
  var choices: [String]
  var selected: Int

  var identifier: String { kind == .language ? "drawer.language" : "drawer.appearance" }

  /// The language switch: follow the system, 中文, English (each language named in itself, as
  /// language pickers do).
  static func language(_ preferences: Preferences, in language: AppLanguage) -> DrawerSetting {
    let codes = [nil] + AppLanguage.allCases.map(\.rawValue)
    return DrawerSetting(
      kind: .language, choices: [language.followSystem, "中文", "English"],
      selected: codes.firstIndex(of: preferences.language) ?? 0)
  }

  /// The appearance switch: follow the system, light, dark.
  static func appearance(_ preferences: Preferences, in language: AppLanguage) -> DrawerSetting {
    let styles = [nil] + Preferences.Appearance.allCases.map(Optional.some)
    return DrawerSetting(
      kind: .appearance, choices: [language.followSystem, language.lightAppearance, language.darkAppearance],
      selected: styles.firstIndex(of: preferences.appearance) ?? 0)
  }

  /// `preferences` with the choice at `index` made.
  func choosing(_ index: Int, in preferences: Preferences) -> Preferences {
    var chosen = preferences
    switch kind {
    case .language:
      chosen.language =
        index > 0 && index <= AppLanguage.allCases.count
        ? AppLanguage.allCases[index - 1].rawValue : nil
    case .appearance:
      chosen.appearance =
        index > 0 && index <= Preferences.Appearance.allCases.count
        ? Preferences.Appearance.allCases[index - 1] : nil
    }
    return chosen
  }
}
