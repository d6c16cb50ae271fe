import Foundation

/// A search field with an optional cancel button, as UIKit's `UISearchBar`: 56 pt tall (iOS 11 and
/// later), its `searchTextField` inset 8 pt at the sides and centred vertically, the cancel button
/// (UIKit's "Cancel", "取消" in Chinese) at the right while `showsCancelButton`.
///
/// The bar is its field's delegate and passes on what the field does as `UISearchBarDelegate`
/// calls: should/did begin and end editing, `searchBar(_:shouldChangeTextIn:replacementText:)`
/// before each change, `searchBar(_:textDidChange:)` after it (also for the clear button),
/// `searchBarSearchButtonClicked` for the search key (the field keeps editing, as in UIKit:
/// resigning is the delegate's call), `searchBarCancelButtonClicked` for the cancel button.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// The search bar's height in iOS 11 and later (measured; Apple does not document it).
  static let height: CGFloat = 56
  static let margin: CGFloat = 8

  public let searchTextField = UISearchTextField(frame: .zero)
  let cancelButton = UIButton(type: .system)
  let fieldRelay = SearchFieldRelay()

  open weak var delegate: (any UISearchBarDelegate)?
  open var searchBarStyle: Style = .default

  /// The search text; setting it from code tells the delegate nothing (as a text field's `text`).
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// Shown in the empty field; nil shows UIKit's own "Search" ("搜索" in Chinese).
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder ?? Self.localized(english: "Search", chinese: "搜索") }
  }

  open var showsCancelButton = false {
    didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
  }

  /// Shows or hides the cancel button; animated, the field's width follows in 0.25 s.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton != self.showsCancelButton else { return }
    self.showsCancelButton = showsCancelButton
    guard animated else { return layoutIfNeeded() }
    UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
  }

  // MARK: Text input traits (the field's)

  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  // MARK: Life cycle

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    fieldRelay.searchBar = self
    searchTextField.delegate = fieldRelay
    searchTextField.placeholder = Self.localized(english: "Search", chinese: "搜索")
    searchTextField.addTarget(self, action: UISearchBar.fieldTextChanged, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle(Self.localized(english: "Cancel", chinese: "取消"), for: .normal)
    cancelButton.titleLabel?.font = .systemFont(ofSize: UIFont.labelFontSize)
    cancelButton.addTarget(self, action: UISearchBar.cancelTapped, for: .touchUpInside)
    cancelButton.alpha = 0
    addSubview(cancelButton)
  }

  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.height))
  }

  // MARK: First responder: the field's

  override open var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  @discardableResult
  override open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  @discardableResult
  override open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  // MARK: Size and layout

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 && size.width.isFinite ? size.width : bounds.width, height: Self.height)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let margin = Self.margin
    let fieldHeight = UISearchTextField.height
    var fieldWidth = bounds.width - 2 * margin
    let buttonSize = cancelButton.intrinsicContentSize
    if showsCancelButton { fieldWidth -= buttonSize.width + margin }
    searchTextField.frame = CGRect(
      x: margin, y: (bounds.height - fieldHeight) / 2, width: max(fieldWidth, 0), height: fieldHeight)
    // Hidden, the button waits just off the right edge, so that showing it slides it in.
    cancelButton.frame = CGRect(
      x: showsCancelButton ? bounds.width - margin - buttonSize.width : bounds.width,
      y: (bounds.height - buttonSize.height) / 2, width: buttonSize.width, height: buttonSize.height)
    cancelButton.alpha = showsCancelButton ? 1 : 0
  }

  // MARK: Events

  func fieldTextChanged() {
    delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
  }

  func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
  }

  /// UIKit's own strings in the app's language (`SystemEnvironment.locale`).
  static func localized(english: String, chinese: String) -> String {
    UIApplication.shared.environment.locale.identifier.hasPrefix("zh") ? chinese : english
  }
}

/// The search field's delegate: it turns the field's questions into the search bar delegate's.
@preconcurrency @MainActor
final class SearchFieldRelay: UITextFieldDelegate {
  weak var searchBar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string)
      ?? true
  }

  /// The search key: the delegate hears it; the field keeps editing.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let searchBar else { return false }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}
