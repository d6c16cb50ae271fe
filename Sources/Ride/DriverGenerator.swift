/// Makes a city's drivers, each from its own seeded stream: the same seed and index always give the
/// same person, car and plate. The lists are plausible for Helsinki: common Finnish names (most
/// frequent given names and surnames in the Digital and Population Data Services Agency's name
/// statistics) and a share of names from the city's Somali, Arabic, Russian and Estonian
/// communities, as in its taxi trade; the car models common in Finnish taxi and ride-hailing fleets (Toyota hybrids
/// above all); Finland's plate format.
struct DriverGenerator {
  static let finnishGivenNames = [
    "Juha", "Mikko", "Timo", "Jari", "Kari", "Antti", "Jukka", "Mika", "Markku", "Pekka", "Janne", "Sami",
    "Heikki", "Petri", "Ville", "Matti", "Tuomas", "Marko", "Teemu", "Lauri", "Jussi", "Ari", "Juho", "Anne",
    "Tiina", "Sari", "Päivi", "Johanna", "Minna", "Riikka", "Katja", "Hanna", "Heidi", "Satu", "Elina",
    "Laura",
  ]
  static let finnishFamilyNames = [
    "Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
    "Järvinen", "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi", "Heikkilä", "Kinnunen",
    "Salonen", "Turunen", "Salo", "Laitinen", "Tuominen", "Rantanen", "Karjalainen", "Jokinen", "Mattila",
  ]
  /// Full names, each as its own community writes it in Finland.
  static let otherNames = [
    "Abdi Mohamed", "Ahmed Hassan", "Ali Farah", "Hassan Abdullahi", "Mohamed Ali", "Omar Warsame",
    "Yusuf Ahmed", "Karim Haddad", "Mustafa Saleh", "Sergei Ivanov", "Dmitri Smirnov", "Aleksei Petrov",
    "Andres Tamm", "Marko Saar", "Rein Kask",
  ]
  /// Share of the drivers with a Finnish name.
  static let finnishShare = 0.8

  static let taxiModels: [(weight: Int, name: LocalizedText)] = [
    (6, LocalizedText(zh: "丰田卡罗拉", en: "Toyota Corolla")),
    (4, LocalizedText(zh: "丰田凯美瑞", en: "Toyota Camry")),
    (3, LocalizedText(zh: "丰田普锐斯+", en: "Toyota Prius+")),
    (3, LocalizedText(zh: "斯柯达速派", en: "Škoda Superb")),
    (2, LocalizedText(zh: "斯柯达明锐", en: "Škoda Octavia")),
    (2, LocalizedText(zh: "奔驰E级", en: "Mercedes-Benz E-Class")),
    (2, LocalizedText(zh: "大众帕萨特", en: "Volkswagen Passat")),
    (2, LocalizedText(zh: "特斯拉Model Y", en: "Tesla Model Y")),
    (1, LocalizedText(zh: "丰田RAV4荣放", en: "Toyota RAV4")),
  ]
  static let expressModels: [(weight: Int, name: LocalizedText)] = [
    (6, LocalizedText(zh: "丰田卡罗拉", en: "Toyota Corolla")),
    (4, LocalizedText(zh: "丰田普锐斯", en: "Toyota Prius")),
    (3, LocalizedText(zh: "斯柯达明锐", en: "Škoda Octavia")),
    (3, LocalizedText(zh: "特斯拉Model 3", en: "Tesla Model 3")),
    (2, LocalizedText(zh: "大众高尔夫", en: "Volkswagen Golf")),
    (2, LocalizedText(zh: "起亚极睿", en: "Kia Niro")),
    (2, LocalizedText(zh: "现代IONIQ 5", en: "Hyundai Ioniq 5")),
    (1, LocalizedText(zh: "日产聆风", en: "Nissan Leaf")),
  ]
  static let taxiColours: [(weight: Int, name: LocalizedText)] = [
    (5, LocalizedText(zh: "黑色", en: "black")), (4, LocalizedText(zh: "白色", en: "white")),
    (3, LocalizedText(zh: "银色", en: "silver")), (2, LocalizedText(zh: "灰色", en: "grey")),
  ]
  static let expressColours: [(weight: Int, name: LocalizedText)] = [
    (4, LocalizedText(zh: "白色", en: "white")), (3, LocalizedText(zh: "黑色", en: "black")),
    (3, LocalizedText(zh: "银色", en: "silver")), (3, LocalizedText(zh: "灰色", en: "grey")),
    (2, LocalizedText(zh: "深蓝色", en: "dark blue")), (1, LocalizedText(zh: "红色", en: "red")),
  ]
  /// Plate letters: Finnish plates use the Latin alphabet without Å, Ä and Ö.
  static let plateLetters = Array("ABCDEFGHIJKLMNOPRSTUVXYZ")

  /// Driver `index` of a fleet seeded with `seed`, for `service`.
  static func driver(seed: UInt64, index: Int, service: Service) -> Driver {
    var random = SplitMix64.stream(seed: seed, index: index, purpose: 2)
    let name: String
    if Double.random(in: 0..<1, using: &random) < finnishShare {
      name =
        "\(finnishGivenNames.randomElement(using: &random)!) \(finnishFamilyNames.randomElement(using: &random)!)"
    } else {
      name = otherNames.randomElement(using: &random)!
    }
    // Ratings crowd near the top, as on every ride-hailing app: 4.5 to 5.0.
    let ratingTenths =
      50 - Int((Double.random(in: 0..<1, using: &random) * Double.random(in: 0..<1, using: &random)) * 6)
    let models = service == .taxi ? taxiModels : expressModels
    let colours = service == .taxi ? taxiColours : expressColours
    return Driver(
      name: name, ratingTenths: ratingTenths, car: CarModel(name: weighted(models, &random)),
      colour: CarColour(name: weighted(colours, &random)), plate: plate(&random))
  }

  static func plate(_ random: inout SplitMix64) -> String {
    let letters = String((0..<3).map { _ in plateLetters.randomElement(using: &random)! })
    return "\(letters)-\(Int.random(in: 1...999, using: &random))"
  }

  private static func weighted(_ items: [(weight: Int, name: LocalizedText)], _ random: inout SplitMix64)
    -> LocalizedText
  {
    var pick = Int.random(in: 0..<items.reduce(0) { $0 + $1.weight }, using: &random)
    for item in items {
      if pick < item.weight { return item.name }
      pick -= item.weight
    }
    return items[0].name
  }
}
