@_spi(Hail) import CoreLocation
@_spi(Hail) import UIKit

/// A map: tiles drawn by a `MapTileSource` (Hail's OpenStreetMap style), overlays, annotation views
/// and the user's location, panned with a finger (with deceleration), zoomed with a pinch, a double
/// tap or the wheel at the pointer — MapKit's names and behaviour.
@preconcurrency @MainActor
open class MKMapView: UIView {
  open weak var delegate: (any MKMapViewDelegate)?
  /// Whether the user can zoom (pinch, double tap, wheel); off, the map's zoom recognizers are
  /// disabled, so an app's own zoom gesture can take those touches.
  open var isZoomEnabled = true {
    didSet {
      pinchRecognizer.isEnabled = isZoomEnabled
      doubleTapRecognizer.isEnabled = isZoomEnabled
    }
  }
  /// Whether the user can pan the map; off, the map's pan recognizer is disabled.
  open var isScrollEnabled = true {
    didSet { panRecognizer.isEnabled = isScrollEnabled }
  }
  /// Hail's map does not rotate or tilt; kept for source compatibility.
  open var isRotateEnabled = false
  open var isPitchEnabled = false

  /// Draws the tiles; without one the map shows its background colour.
  @_spi(Hail) public var tileSource: (any MapTileSource)? {
    didSet {
      for view in tileViews.values { view.removeFromSuperview() }
      for view in aheadTiles.values { view.removeFromSuperview() }
      for view in fallbackTiles.values { view.removeFromSuperview() }
      tileViews.removeAll()
      aheadTiles.removeAll()
      fallbackTiles.removeAll()
      recycledTiles.removeAll()
      recycleOrder.removeAll()
      for raster in tileRasters { raster.cancel() }
      tileRasters.removeAll()
      backgroundColor = tileSource?.backgroundColor ?? backgroundColor
      setNeedsLayout()
    }
  }

  /// The user's location, from the environment's location service while `showsUserLocation` is
  /// on (shown as a blue dot); `kCLLocationCoordinate2DInvalid` before the first fix.
  public let userLocation = MKUserLocation(coordinate: kCLLocationCoordinate2DInvalid)
  open var showsUserLocation = false {
    didSet {
      guard showsUserLocation != oldValue else { return }
      trackUserLocation(showsUserLocation)
      updateUserLocationView()
    }
  }
  var userLocationTracker: UserLocationTracker?

  var camera = MapCamera(center: MKMapPoint(x: 134_217_728, y: 134_217_728), mapPointsPerPoint: 4096) {
    didSet {
      guard camera != oldValue else { return }
      setNeedsLayout()
      delegate?.mapViewDidChangeVisibleRegion(self)
    }
  }
  /// The camera boundary and zoom range (see `cameraBoundary`, `cameraZoomRange`).
  var cameraLimits = CameraLimits()
  var cameraMotion: CameraMotion?
  var motionLink: CADisplayLink?
  /// Where the region is changing from, between regionWillChange and regionDidChange.
  var regionChange: (animated: Bool, active: Bool) = (false, false)

  let tileContainer = UIView()
  /// The views of the overlays over the roads (`MKOverlayLevel.aboveRoads`), under the labels.
  let roadOverlayContainer = UIView()
  /// The views of the overlays over the labels.
  let overlayContainer = UIView()
  let annotationContainer = UIView()
  /// The tiles in view.
  var tileViews: [MapTileKey: MapTileView] = [:]
  /// The tiles around the view, drawn ahead of a pan (see `MKMapView+Tiles`).
  var aheadTiles: [MapTileKey: MapTileView] = [:]
  /// Drawn tiles of the zoom level shown before, kept under the tiles in view until those are drawn.
  var fallbackTiles: [MapTileKey: MapTileView] = [:]
  /// Draws the tiles waiting, a fixed number a frame (fewer while an animation zooms).
  var tileLink: CADisplayLink?
  /// Frames the tile link has run: tiles drawn off the frame are handed over by this count.
  var tileFrame = 0
  /// The tile link's frame that last started a tile (`framesPerTileWhileZooming` counts from it).
  var lastTileStartFrame = Int.min / 2
  /// Tiles in view being drawn on every core during the map's layout (`drawShownTiles`), in the
  /// order of the batch's bitmaps; taken before the layout ends (`takeShownTiles`).
  var shownTiles: (views: [MapTileView], batch: MapTileBatch)?
  /// Tiles being drawn on `tileQueue`, in the order they were started.
  var tileRasters: [MapTileRaster] = []
  /// Where the tiles the map paces are drawn, off the frame: one thread, on the machine's other core
  /// while the main thread composites. At background QoS, which runs on a thread of the queue's own
  /// at the lowest priority (`QueueThread`): at the default QoS, Dispatch on Linux ran it at the
  /// frame's own priority, and a tile thread woken during a frame took the core the frame's second
  /// band (`FrameBands`) was on for up to 4.4 ms while the route was fitted. Lower, the main thread
  /// waits a little longer for a tile handed over late (`MapTileRaster`), and the paced ride tour's
  /// frame p99 fell 0.15–1.7 ms (six alternated pairs, the label and overlay queues lowered too).
  let tileQueue = DispatchQueue(label: "MKMapView.tiles", qos: .background)

  /// A map going away lets its tile and overlay queues skip the drawings not begun and waits
  /// for the ones under way (a tile and an overlay at most), so no drawing outlives its map:
  /// memory read once a screen has gone (the soak's, after each play) never finds bitmaps of a map
  /// no longer there.
  isolated deinit {
    for raster in tileRasters { raster.cancel() }
    for view in overlayViews.values { view.cancelDrawing() }
    for retired in retiredOverlayViews { retired.view.cancelDrawing() }
    tileQueue.sync {}
    overlayQueue.sync {}
  }
  /// Tiles that left the screen, kept with their drawing for a while (panning back shows them at
  /// once); the least recently used go first.
  var recycledTiles: [MapTileKey: MapTileView] = [:]
  var recycleOrder: [MapTileKey] = []
  /// The views of the annotations in or near view (see `MKMapView+AnnotationViews`).
  var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
  /// Views that left the screen, by reuse identifier, for `dequeueReusableAnnotationView`.
  var reusableAnnotationViews: [String: [MKAnnotationView]] = [:]
  /// When each annotation was added (its views stack in this order).
  var annotationOrder: [ObjectIdentifier: Int] = [:]
  var nextAnnotationOrder = 0
  var overlayViews: [ObjectIdentifier: MapOverlayView] = [:]
  /// Views of overlays taken off the map, shown until the overlays added since are drawn.
  var retiredOverlayViews: [RetiredOverlayView] = []
  /// How many overlays were ever added: orders additions and removals.
  var overlayAdditions = 0
  /// Overlays whose renderer the delegate is being asked for.
  var overlaysBeingAdded: Set<ObjectIdentifier> = []
  /// Where overlays are drawn, off the frame (`MapOverlayRaster`): a queue of its own, so a route
  /// never waits behind the tiles of a zoom; at background QoS, as the tiles are.
  let overlayQueue = DispatchQueue(label: "MKMapView.overlays", qos: .background)
  /// Counts frames while overlays are being drawn: a drawing is handed over by this count.
  var overlayLink: CADisplayLink?
  var overlayFrame = 0
  public internal(set) var annotations: [any MKAnnotation] = []
  /// The overlays of each level (`MKOverlayLevel.rawValue`), bottom to top.
  var levelOverlays: [[any MKOverlay]] = [[], []]
  var overlayLevels: [ObjectIdentifier: MKOverlayLevel] = [:]
  /// The overlays on the map, in the order they are drawn: those over the roads, then those over
  /// the labels.
  public var overlays: [any MKOverlay] { levelOverlays.flatMap { $0 } }
  var userLocationView: UserLocationView?

  let panRecognizer = UIPanGestureRecognizer()
  let pinchRecognizer = UIPinchGestureRecognizer()
  let doubleTapRecognizer = UITapGestureRecognizer()
  /// The pan and pinch recognizers' delegate (they hold it weakly), kept as long as the map.
  let gestureCoordinator = MapGestureCoordinator()
  var gestureStartCamera: MapCamera?
  var pinchStartCentroid = CGPoint.zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = true
    clipsToBounds = true
    backgroundColor = UIColor(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
    for layer in [tileContainer, roadOverlayContainer, overlayContainer, annotationContainer] {
      layer.frame = bounds
      layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      layer.isUserInteractionEnabled = false
      addSubview(layer)
    }
    // The attribution keeps to the safe area plus these margins: an app raises them by the part a
    // sheet or card covers, as MapKit's legal label follows the map's layout margins.
    layoutMargins = .zero
    installGestures()
    showSystemMap()
  }

  /// Draws the map data the system has (the host's opened `.hailmap`), as MapKit draws Apple's.
  private func showSystemMap() {
    let environment = UIApplication.shared.environment
    guard let store = environment.mapStore else { return }
    tileSource = OpenStreetMapTileSource(store: store, language: environment.mapLanguage)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    // Annotations first: the labels keep out from under them. Tiles before labels: the tiles in
    // view that show with nothing drawn begin drawing on the other cores, while this thread places
    // the labels and lays out the overlays, then joins them; the first labels on screen are drawn
    // on the first-labels queue meanwhile (a map's first frame: each was a serial part of it).
    layoutAnnotationViews()
    layoutTiles()
    layoutLabelLayer()
    layoutOverlayViews()
    takeShownTiles()
    labelView?.takeFirstLabels()
  }

  /// The wheel zooms in or out around the pointer (up or away zooms in, as in Apple Maps).
  @_spi(Hail) override open func scrollWheel(translation: CGPoint, at point: CGPoint) -> Bool {
    zoom(wheelTranslation: translation, at: point)
  }

  // MARK: Coordinates

  /// Where `coordinate` is, in `view`'s coordinates.
  open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    convert(camera.viewPoint(for: MKMapPoint(coordinate), in: bounds.size), to: view)
  }

  /// The coordinate under `point` (in `view`'s coordinates).
  open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    camera.mapPoint(at: convert(point, from: view), in: bounds.size).coordinate
  }
}
