import type { ExperimentResults } from "@workcraft/domain/schemas";
import { armLabel, percentText, visitorsText } from "./experimentWords";
import { armShade, axisMarks, axisPosition, roundCeiling, svgNumber } from "./chartScales";
import { ChartFigure } from "./ChartFigure";
import * as styles from "./experiments.css";

/** The drawing's measures, in its own units (it scales to its column). */
const WIDTH = 640;
const NAMES = 96;
const VALUES = 64;
const ROW = 44;
const AXIS = 28;
const PLOT = WIDTH - NAMES - VALUES - 8;
/** The rate the axis ends at before any visitor converted: 1 %. */
const EMPTY_END = 0.01;

/**
 * Each arm's conversion rate with its interval, drawn as a bar to the rate and a whisker from the
 * interval's low end to its high end, on one axis from 0 %; the same figures as a table for
 * screen readers, which the drawing is hidden from.
 */
export function ConversionChart({
  arms,
  confidence,
}: {
  arms: ExperimentResults["arms"];
  /** The intervals' confidence: 0.95 for one variant, more when several share the 5 %. */
  confidence: number;
}) {
  const end = roundCeiling(Math.max(...arms.map((arm) => arm.interval.high)), EMPTY_END);
  const x = (value: number) => svgNumber(axisPosition(value, end, NAMES, PLOT));
  const height = arms.length * ROW + AXIS;
  const caption = `Conversion rate of each arm, with its ${percentText(confidence, 1)} interval`;

  return (
    <ChartFigure
      caption={caption}
      width={WIDTH}
      height={height}
      drawing={
        <>
          {axisMarks(end, 5).map((mark) => (
            <g key={mark}>
              <line
                className={styles.gridLine}
                x1={x(mark)}
                x2={x(mark)}
                y1={0}
                y2={arms.length * ROW}
              />
              <text
                className={styles.axisText}
                x={x(mark)}
                y={arms.length * ROW + AXIS - 8}
                textAnchor="middle"
              >
                {percentText(mark, 1)}
              </text>
            </g>
          ))}
          {arms.map((arm, index) => {
            const middle = index * ROW + ROW / 2;
            const shade = armShade(index);
            return (
              <g key={index} data-arm={index}>
                <text x={0} y={middle + 5}>
                  {armLabel(index)}
                </text>
                <rect
                  className={styles.armBar[shade]}
                  x={NAMES}
                  y={middle - 9}
                  width={x(arm.rate) - NAMES}
                  height={18}
                />
                <line
                  className={styles.whisker}
                  data-part="interval"
                  x1={x(arm.interval.low)}
                  x2={x(arm.interval.high)}
                  y1={middle}
                  y2={middle}
                />
                {[arm.interval.low, arm.interval.high].map((value, end) => (
                  <line
                    key={end}
                    className={styles.whisker}
                    x1={x(value)}
                    x2={x(value)}
                    y1={middle - 7}
                    y2={middle + 7}
                  />
                ))}
                <circle
                  className={styles.armMark[shade]}
                  data-part="rate"
                  cx={x(arm.rate)}
                  cy={middle}
                  r={5}
                />
                <text x={WIDTH} y={middle + 5} textAnchor="end">
                  {percentText(arm.rate, 1)}
                </text>
              </g>
            );
          })}
        </>
      }
      head={
        <>
          <th scope="col">Arm</th>
          <th scope="col">Visitors</th>
          <th scope="col">Conversions</th>
          <th scope="col">Conversion rate</th>
          <th scope="col">Interval</th>
        </>
      }
      rows={
        <>
          {arms.map((arm, index) => (
            <tr key={index}>
              <th scope="row">{armLabel(index)}</th>
              <td>{visitorsText(arm.visitors)}</td>
              <td>{arm.conversions}</td>
              <td>{percentText(arm.rate)}</td>
              <td>
                {percentText(arm.interval.low)} to {percentText(arm.interval.high)}
              </td>
            </tr>
          ))}
        </>
      }
    />
  );
}
