/*
 * The pie's geometry, by hand rather than d3-shape's `pie` and `arc`: the published d3-shape is a
 * single file whose curve classes esbuild cannot tree-shake, so `pie` and `arc` alone cost 5.2 KB
 * gzip, more than this whole chart. A pie of sorted slices needs only the few lines below.
 */

/** Where a slice starts and ends, in radians clockwise from 12 o'clock. */
export interface SliceAngles {
  startAngle: number;
  endAngle: number;
}

/** The start and end angle of each value, in order, clockwise from 12 o'clock; all 0 when the total is 0. */
export function sliceAngles(values: readonly number[]): SliceAngles[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let angle = 0;
  return values.map((value) => {
    const startAngle = angle;
    angle += total > 0 ? (value / total) * 2 * Math.PI : 0;
    return { startAngle, endAngle: angle };
  });
}

/** A point on the circle, for an angle clockwise from 12 o'clock, with the centre at 0,0. */
function point(angle: number, radius: number): string {
  const round = (coordinate: number) => Math.round(coordinate * 1000) / 1000;
  return `${round(Math.sin(angle) * radius)},${round(-Math.cos(angle) * radius)}`;
}

/** The SVG path of a slice of a pie centred on 0,0; a whole circle when the slice is the whole pie. */
export function slicePath({ startAngle, endAngle }: SliceAngles, radius: number): string {
  const sweep = endAngle - startAngle;
  if (sweep >= 2 * Math.PI - 1e-9) {
    // An arc cannot start and end on the same point: a full circle is two half circles.
    return `M0,${-radius}A${radius},${radius} 0 1 1 0,${radius}A${radius},${radius} 0 1 1 0,${-radius}Z`;
  }
  const largeArc = sweep > Math.PI ? 1 : 0;
  return `M0,0L${point(startAngle, radius)}A${radius},${radius} 0 ${largeArc} 1 ${point(endAngle, radius)}Z`;
}
