/// A key's USB HID usage code (usage page 0x07, "Keyboard/Keypad"), as UIKit's
/// `UIKeyboardHIDUsage`: the physical key, whatever the layout prints on it. The values are the USB
/// HID Usage Tables' (section 10), which SDL's scancodes also use, so a host passes them through.
/// Only the keys text input and apps commonly look at are listed; any other key is
/// `keyboardErrorUndefined`.
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardErrorRollOver = 0x01, keyboardPOSTFail, keyboardErrorUndefined
  case keyboardA = 0x04, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG
  case keyboardH, keyboardI, keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO
  case keyboardP, keyboardQ, keyboardR, keyboardS, keyboardT, keyboardU, keyboardV, keyboardW
  case keyboardX, keyboardY, keyboardZ
  case keyboard1 = 0x1E, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7
  case keyboard8, keyboard9, keyboard0
  case keyboardReturnOrEnter = 0x28, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab
  case keyboardSpacebar, keyboardHyphen, keyboardEqualSign, keyboardOpenBracket, keyboardCloseBracket
  case keyboardBackslash, keyboardNonUSPound, keyboardSemicolon, keyboardQuote, keyboardGraveAccentAndTilde
  case keyboardComma, keyboardPeriod, keyboardSlash, keyboardCapsLock
  case keyboardF1 = 0x3A, keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7
  case keyboardF8, keyboardF9, keyboardF10, keyboardF11, keyboardF12
  case keyboardPrintScreen = 0x46, keyboardScrollLock, keyboardPause, keyboardInsert, keyboardHome
  case keyboardPageUp, keyboardDeleteForward, keyboardEnd, keyboardPageDown, keyboardRightArrow
  case keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
  case keypadEnter = 0x58
  case keyboardLeftControl = 0xE0, keyboardLeftShift, keyboardLeftAlt, keyboardLeftGUI
  case keyboardRightControl, keyboardRightShift, keyboardRightAlt, keyboardRightGUI
}
