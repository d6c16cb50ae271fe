import Foundation

/// What an import read and what it made of it.
public struct ImportStatistics: Sendable, Equatable {
  /// Nodes with coordinates in the extract.
  public var nodes = 0
  public var ways = 0
  public var relations = 0
  /// Ways with a `highway=*` tag.
  public var highwayWays = 0
  /// Nodes dropped for a latitude beyond ±90° or a longitude beyond ±180°.
  public var coordinatesOutOfRange = 0
  /// Way node references to nodes that are not in the extract (an extract cut by a bounding box).
  public var missingNodeReferences = 0
  /// Named nodes with `amenity=*` or `shop=*`.
  public var namedAmenityOrShopNodes = 0
  /// Ways split into more than one piece at missing nodes.
  public var waysSplitAtGaps = 0
  /// Areas (closed ways and multipolygons) dropped because a ring could not be closed.
  public var areasDropped = 0
  /// `natural=coastline` chains after joining the ways' pieces end to start.
  public var coastlineChains = 0
  /// Coastline chains (or their pieces inside the box) that could not be closed into sea: they end
  /// inside the extract, usually at a gap, not at its edge.
  public var coastlineChainsDropped = 0
  /// Sea polygons closed from the coastline (water features valued `sea`).
  public var seaPolygons = 0
  public var features = 0
  public var pointsOfInterest = 0
  public var addresses = 0
  public var graphNodes = 0
  public var graphEdges = 0
  /// Turn restrictions applied (as edge sequences), and restriction relations for cars that name no
  /// drivable turn in the extract (cut off by its edge, or not ending at their via node).
  public var turnRestrictions = 0
  public var turnRestrictionsUnused = 0
  /// The road network's largest strongly connected component, in OSRM's units; below
  /// `MapStore.smallComponentSize` every part counts as a fragment and routes snap to the nearest road.
  public var largestComponent = 0
  /// The contraction hierarchy: shortcuts added, and the seconds contracting took (wall clock, and
  /// the contracting thread's CPU time: the figure to trust when other work shares the machine;
  /// the core's table, its rows shared among the cores, is in it only in that thread's share).
  public var shortcuts = 0
  public var contractionSeconds = 0.0
  public var contractionCPUSeconds = 0.0
}
