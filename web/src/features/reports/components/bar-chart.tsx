/**
 * A plain SVG bar chart: no charting library is installed and the bars need little. The chart is a
 * picture for those who look (role img with a summary); the same figures are in the table beside
 * it, which is what assistive technology reads.
 */
interface BarChartProps {
  /** What the chart shows, read out as the picture's name. */
  label: string;
  bars: { key: string; label: string; value: number }[];
  formatValue: (value: number) => string;
  /** Columns (over time) or rows (a ranking). */
  direction: 'columns' | 'rows';
}

export function BarChart({ label, bars, formatValue, direction }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const scale = (value: number) => (max > 0 ? Math.max(0, value) / max : 0);
  if (direction === 'columns') {
    const width = Math.max(bars.length * 12, 240);
    return (
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} 120`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <line x1={0} y1={119.5} x2={width} y2={119.5} className="stroke-slate-300" />
        {bars.map((bar, index) => {
          const height = scale(bar.value) * 112;
          return (
            <rect
              key={bar.key}
              x={index * (width / bars.length) + 1}
              y={120 - height}
              width={Math.max(width / bars.length - 2, 1)}
              height={height}
              className="fill-sky-700"
            >
              <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 300 ${bars.length * 24}`}
      className="w-full"
      style={{ height: `${bars.length * 1.5}rem` }}
    >
      {bars.map((bar, index) => (
        <g key={bar.key} transform={`translate(0 ${index * 24})`}>
          <rect x={0} y={4} width={Math.max(scale(bar.value) * 300, 1)} height={16} className="fill-sky-700">
            <title>{`${bar.label}: ${formatValue(bar.value)}`}</title>
          </rect>
        </g>
      ))}
    </svg>
  );
}
