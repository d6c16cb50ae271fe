import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The engine's stand-in for `NSDataDetector` behind `UITextView.dataDetectorTypes`: exact ranges
/// (UTF-16) and URLs for links and phone numbers, and text that must not become a link.
@Suite struct TextDataDetectorTests {
  private func found(_ text: String, _ types: UIDataDetectorTypes = [.link, .phoneNumber]) -> [String] {
    TextDataDetector.matches(in: text, types: types).map {
      "\($0.range.location)+\($0.range.length) \($0.url)"
    }
  }

  @Test func typesHaveApplesRawValues() {
    #expect(UIDataDetectorTypes.phoneNumber.rawValue == 1)
    #expect(UIDataDetectorTypes.link.rawValue == 2)
    #expect(UIDataDetectorTypes.address.rawValue == 4)
    #expect(UIDataDetectorTypes.calendarEvent.rawValue == 8)
    #expect(UIDataDetectorTypes.shipmentTrackingNumber.rawValue == 16)
    #expect(UIDataDetectorTypes.flightNumber.rawValue == 32)
    #expect(UIDataDetectorTypes.lookupSuggestion.rawValue == 64)
    #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
  }

  @Test func webLinksEndBeforeTrailingPunctuation() {
    #expect(found("See https://hail.example/help.") == ["4+25 https://hail.example/help"])
    #expect(found("(www.hail.example/fares), then") == ["1+22 http://www.hail.example/fares"])
    #expect(found("帮助：https://hail.example/帮助。谢谢") == ["3+23 https://hail.example/%E5%B8%AE%E5%8A%A9"])
    #expect(found("http:// and www. alone") == [])
  }

  @Test func emailAddressesAreMailtoLinks() {
    #expect(found("Mail help@hail.example.") == ["5+17 mailto:help@hail.example"])
    #expect(found("help@hail.example", .phoneNumber) == [])
  }

  @Test func phoneNumbersInTheCommonGroupings() {
    #expect(found("客服 400-820-8820") == ["3+12 tel:4008208820"])
    #expect(found("Call +358 9 310 1691 now") == ["5+15 tel:+35893101691"])
    #expect(found("手机 138 0013 8000。") == ["3+13 tel:13800138000"])
    #expect(found("(09) 310 1691") == ["0+13 tel:093101691"])
    #expect(found("tel 112") == [])  // 3 digits: too short
  }

  @Test func datesDecimalsAndPlatesAreNotPhoneNumbers() {
    #expect(found("2026-12-01") == [])
    #expect(found("1234.5678") == [])
    #expect(found("粤B·12345 at 12:30, order A1234567") == [])
    #expect(found("1234567890123456") == [])  // 16 digits: longer than E.164
  }

  @Test func aNumberInsideALinkStaysPartOfTheLink() {
    #expect(found("https://hail.example/r/4008208820") == ["0+33 https://hail.example/r/4008208820"])
    #expect(found("https://hail.example/r/4008208820", .phoneNumber) == ["23+10 tel:4008208820"])
  }
}
