// Beat-15 on the scene map (issue 17). The draft rules have no ranges, distances or movement (the
// target ladder moves only by circumstances, B15-TN-7/9, which the GM names), so the map measures in
// squares with the plain metric (every step one square, diagonals too) and prices nothing. Range
// penalties, where a GM wants them, stay circumstances on the attack's form (B15-TN-9).

import type { GeometryFacet } from "../../engine/facets/geometry.js";
import { plainDistance } from "../../engine/scene/plain-metric.js";

export const beat15Geometry: GeometryFacet = {
  unit: "squares",
  defaultGrid: "square",
  defaultCellDistance: 1,
  grids: ["square", "hex-pointy", "hex-flat"],
  distance: plainDistance,
};
