// Lucky 13 on the scene map (issue 17). The book has no distances, ranges or movement: weapons are
// not told apart by range (L13-WPN-4: range tags have no effect unless a designer adds rules), and
// no rule prices a move or names a unit. So the map measures in squares with the plain metric
// (every step one square, diagonals too), prices nothing and drafts no attack: the fight is the
// book's, the map only shows where everyone stands. Checked: L13-WPN-4, the combat chapter (L13-CMB-*),
// the option table (no range or movement options).

import type { GeometryFacet } from "../../engine/facets/geometry.js";
import { plainDistance } from "../../engine/scene/plain-metric.js";

export const lucky13Geometry: GeometryFacet = {
  unit: "squares",
  defaultGrid: "square",
  defaultCellDistance: 1,
  grids: ["square", "hex-pointy", "hex-flat"],
  distance: plainDistance,
};
