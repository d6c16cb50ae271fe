import Foundation
import GoldenTesting
import HailApp
@_spi(Hail) import HailHarness
@_spi(Hail) import MapKit
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

/// The home screen's behaviours, each driven by a replay script in `Replays/` (DESIGN.md's format)
/// on the Helsinki map, asserted on the snapshots, the touches taken and golden screenshots.
@MainActor
@Suite(.serialized) struct BehaviourReplayTests {
  @Test func aDragAboveTheCardPansTheMapAndMovesThePickup() throws {
    let outcome = try replay("pass-through-pan")
    #expect(outcome.touchedViews == ["map"])
    #expect(try outcome.app("before")["pickup"] as? String == "Kaivokatu 1号")
    #expect(try outcome.app("dragging")["pinLifted"] as? Bool == true)
    // The bubble says where to wait while the pin rests, and fades while the map moves.
    #expect(try outcome.view("map.pickup.bubble.text", in: "before")["text"] as? String == "在这里上车")
    #expect(try outcome.view("map.pickup.bubble", in: "before")["alpha"] as? Double == 1)
    #expect(try outcome.view("map.pickup.bubble", in: "dragging")["alpha"] as? Double == 0)
    #expect(try outcome.view("map.pickup.bubble", in: "after")["alpha"] as? Double == 1)
    // Places worth a ride from the station (300 m or more), one per place, notable and near first.
    #expect(
      try outcome.app("before")["suggestions"] as? [String] == [
        "Amos Anderson taidemuseo", "Helsingin yliopisto", "Päivälehden museo", "Suomen Pankin rahamuseo",
        "G12 Galleria",
      ])
    #expect(try outcome.app("after")["pinLifted"] as? Bool == false)
    let (latitude, longitude) = try outcome.mapCenter("after")
    let (startLatitude, startLongitude) = try outcome.mapCenter("before")
    #expect(latitude < startLatitude && longitude > startLongitude)  // content went up-left
    #expect(try outcome.app("after")["pickup"] as? String != outcome.app("before")["pickup"] as? String)
    #expect(try outcome.view("express.table", in: "after")["contentOffset"] as? [Double] == [0, -497])
    assertGolden(
      try outcome.screenshot("launch"), named: "launch",
      tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
  }

  @Test func draggingTheSheetUpCollapsesTheHeaderAndDownRestoresIt() throws {
    let outcome = try replay("sheet-collapse")
    #expect(outcome.touchedViews.first == "UITableViewCellContentView")
    let sliding = try outcome.view("header", in: "sliding")
    #expect((sliding["frame"] as? [Double])?[1] == -100)
    let shown = (sliding["presentationFrame"] as? [Double])?[1] ?? 0
    #expect(shown > -100 && shown <= 0)
    #expect((try outcome.view("header", in: "collapsed")["presentationFrame"] as? [Double])?[1] == -100)
    #expect(
      ((try outcome.view("express.table", in: "collapsed")["contentOffset"] as? [Double])?[1] ?? -999)
        > -333.5)
    #expect((try outcome.view("header", in: "restored")["presentationFrame"] as? [Double])?[1] == 0)
    // Let go 340 pt down from full, the sheet settles at half (see SheetReplayTests).
    #expect(try outcome.view("express.table", in: "restored")["contentOffset"] as? [Double] == [0, -363.5])
    assertGolden(
      try outcome.screenshot("sheet-up"), named: "sheet-up",
      tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
  }

  @Test func tappingTheTabsPagesAndMovesTheUnderline() throws {
    let outcome = try replay("tabs")
    #expect(outcome.touchedViews == ["tab.taxi", "tab.express"])
    #expect(try outcome.app("taxi")["selectedPage"] as? Int == 1)
    #expect(try outcome.view("pages", in: "taxi")["contentOffset"] as? [Double] == [375, 0])
    #expect(try outcome.view("tab.taxi", in: "taxi")["enabled"] as? Bool == false)
    let underline = try outcome.view("tab.underline", in: "taxi")["frame"] as? [Double] ?? []
    let taxiTab = try outcome.view("tab.taxi", in: "taxi")["frame"] as? [Double] ?? []
    #expect(abs((underline[0] + underline[2] / 2) - (taxiTab[0] + taxiTab[2] / 2)) < 0.01)
    let paging = try outcome.view("pages", in: "paging")["contentOffset"] as? [Double] ?? []
    #expect(paging[0] > 0 && paging[0] < 375)  // animated, not a jump
    #expect(try outcome.app("express")["selectedPage"] as? Int == 0)
    #expect(try outcome.view("pages", in: "express")["contentOffset"] as? [Double] == [0, 0])
    assertGolden(
      try outcome.screenshot("taxi-page"), named: "taxi-page",
      tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
  }

  @Test func swipingPagesSelectsTheTabAndTheUnderlineFollows() throws {
    let outcome = try replay("swipe")
    let midUnderline = try outcome.view("tab.underline", in: "mid-swipe")["frame"] as? [Double] ?? []
    let express = try outcome.view("tab.express", in: "mid-swipe")["frame"] as? [Double] ?? []
    let taxi = try outcome.view("tab.taxi", in: "mid-swipe")["frame"] as? [Double] ?? []
    let middle = midUnderline[0] + midUnderline[2] / 2
    #expect(middle > express[0] + express[2] / 2 && middle < taxi[0] + taxi[2] / 2)
    #expect(try outcome.app("swiped")["selectedPage"] as? Int == 1)
    #expect(try outcome.view("express.table", in: "swiped")["contentOffset"] as? [Double] == [0, -497])
    #expect(try outcome.app("back")["selectedPage"] as? Int == 0)
  }

  @Test func theRecenterButtonBringsTheMapBack() throws {
    let outcome = try replay("recenter")
    #expect(outcome.touchedViews == ["map", "map.recenter"])
    let (movedLatitude, _) = try outcome.mapCenter("moved")
    let (latitude, longitude) = try outcome.mapCenter("recentred")
    // The user stands where the map opens: Helsinki's railway station.
    let station = try HailMapData.helsinki.get().openingCoordinate
    #expect(abs(movedLatitude - station.latitude) > 0.001)
    #expect(abs(latitude - station.latitude) < 1e-6 && abs(longitude - station.longitude) < 1e-6)
  }

  @Test func theWheelZoomsTheMapAndScrollsTheSheet() throws {
    let outcome = try replay("wheel")
    let span = { (name: String) in
      ((try? outcome.snapshot(name)["map"] as? [String: Any])?["span"] as? [Double])?.first ?? 0
    }
    // 160 wheel points zoom one level: half the span (in degrees, to within the Mercator bend).
    #expect(abs(span("zoomed") - span("before") / 2) < span("before") * 1e-3)
    #expect(
      try outcome.view("express.table", in: "sheet-wheeled")["contentOffset"] as? [Double] == [0, -347])
  }

  @Test func englishAndTheTallerPhone() throws {
    let english = try replay("tabs", language: .en)
    #expect(try english.view("tab.express", in: "express")["text"] as? String == "Express")
    #expect(try english.app("express")["pickup"] as? String == "Kaivokatu 1")
    let tall = try replay("pass-through-pan", device: .iphone15)
    // Below the 59 pt status area: the header's content is pushed down by the 39 pt difference.
    #expect((try tall.view("tab.express", in: "before")["frame"] as? [Double])?[1] == 109)
    #expect(
      try tall.view("express.table", in: "before")["contentOffset"] as? [Double] == [
        0, -(852 - 150 - 20 - 34),
      ])
    assertGolden(
      try tall.screenshot("launch"), named: "launch-iphone15",
      tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
  }
}
