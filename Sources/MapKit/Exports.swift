// MapKit brings Core Location with it, as on Apple systems.
@_exported import CoreLocation
