/// A simulated driver and their car, as the driver card shows them.
public struct Driver: Hashable, Sendable, Codable {
  /// Given name and family name ("Mikko Virtanen").
  public var name: String
  /// Tenths of a star: 48 is 4.8.
  public var ratingTenths: Int
  public var car: CarModel
  public var colour: CarColour
  /// A Finnish registration plate: three letters, a hyphen, one to three digits ("ABC-123").
  public var plate: String

  public init(name: String, ratingTenths: Int, car: CarModel, colour: CarColour, plate: String) {
    self.name = name
    self.ratingTenths = ratingTenths
    self.car = car
    self.colour = colour
    self.plate = plate
  }

  public var rating: Double { Double(ratingTenths) / 10 }
  public var familyName: String { name.split(separator: " ").last.map(String.init) ?? name }
}

/// A make and model, named in both languages.
public struct CarModel: Hashable, Sendable, Codable {
  public var name: LocalizedText
  public init(name: LocalizedText) { self.name = name }
}

/// A body colour, named in both languages.
public struct CarColour: Hashable, Sendable, Codable {
  public var name: LocalizedText
  public init(name: LocalizedText) { self.name = name }
}
