import { formatCount } from "@workcraft/domain/rules";
import type { ExperimentResults } from "@workcraft/domain/schemas";
import { Text } from "@workcraft/design-system";
import { armLabel } from "./experimentWords";
import {
  armShade,
  axisMarks,
  axisPosition,
  roundCeiling,
  spreadPositions,
  svgNumber,
} from "./chartScales";
import { ChartFigure } from "./ChartFigure";
import * as styles from "./experiments.css";

/** The drawing's measures, in its own units (it scales to its column). */
const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 48;
const RIGHT = 24;
const TOP = 12;
const BOTTOM = 28;
/** Up to this many days, each is named under the axis; past it, the first and the last. */
const NAMED_DAYS = 7;

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A day of the results ("2026-03-01") as the chart names it: "1 Mar". */
export function dayInWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/**
 * The visitors each arm counted each day, a line an arm (each in its colour and its dashes, named
 * in the legend), and the same figures as a table for screen readers.
 */
export function VisitorsChart({
  days,
  arms,
}: {
  days: ExperimentResults["days"];
  /** How many arms the experiment has, the control included. */
  arms: number;
}) {
  const caption = "Visitors counted each day, by arm";
  if (days.length === 0) {
    return (
      <figure className={styles.chart}>
        <figcaption>{caption}</figcaption>
        <Text tone="muted">No visitor has been counted yet.</Text>
      </figure>
    );
  }
  const armList = Array.from({ length: arms }, (_, arm) => arm);
  // At least 5, so the axis's five steps are whole visitors.
  const end = roundCeiling(Math.max(5, ...days.flatMap((day) => day.visitors)), 10);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (count: number) =>
    svgNumber(TOP + plotHeight - axisPosition(count, end, 0, plotHeight));
  const xs = spreadPositions(days.length, LEFT, WIDTH - LEFT - RIGHT).map(svgNumber);
  const named = days.length <= NAMED_DAYS ? days.map((_, index) => index) : [0, days.length - 1];

  return (
    <ChartFigure
      caption={caption}
      width={WIDTH}
      height={HEIGHT}
      drawing={
        <>
          {axisMarks(end, 5).map((mark) => (
            <g key={mark}>
              <line
                className={styles.gridLine}
                x1={LEFT}
                x2={WIDTH - RIGHT}
                y1={y(mark)}
                y2={y(mark)}
              />
              <text className={styles.axisText} x={LEFT - 6} y={y(mark) + 4} textAnchor="end">
                {formatCount(mark)}
              </text>
            </g>
          ))}
          {named.map((index) => (
            <text
              key={index}
              className={styles.axisText}
              x={xs[index]}
              y={HEIGHT - 8}
              textAnchor={
                days.length > 1 && index === days.length - 1
                  ? "end"
                  : days.length > 1 && index === 0
                    ? "start"
                    : "middle"
              }
            >
              {dayInWords(days[index]!.day)}
            </text>
          ))}
          {armList.map((arm) => {
            const shade = armShade(arm);
            const points = days.map((day, index) => `${xs[index]},${y(day.visitors[arm] ?? 0)}`);
            return (
              <g key={arm} data-arm={arm}>
                <polyline className={styles.armLine[shade]} points={points.join(" ")} />
                {days.map((day, index) => (
                  <circle
                    key={day.day}
                    className={styles.armMark[shade]}
                    cx={xs[index]}
                    cy={y(day.visitors[arm] ?? 0)}
                    r={3}
                  />
                ))}
              </g>
            );
          })}
        </>
      }
      below={
        <ul className={styles.legend} aria-hidden="true">
          {armList.map((arm) => (
            <li key={arm}>
              <svg className={styles.legendSample} width="32" height="8" viewBox="0 0 32 8">
                <line className={styles.armLine[armShade(arm)]} x1={0} x2={32} y1={4} y2={4} />
              </svg>
              {armLabel(arm)}
            </li>
          ))}
        </ul>
      }
      head={
        <>
          <th scope="col">Day</th>
          {armList.map((arm) => (
            <th key={arm} scope="col">
              {armLabel(arm)}
            </th>
          ))}
        </>
      }
      rows={
        <>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayInWords(day.day)}</th>
              {armList.map((arm) => (
                <td key={arm}>{formatCount(day.visitors[arm] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </>
      }
    />
  );
}
