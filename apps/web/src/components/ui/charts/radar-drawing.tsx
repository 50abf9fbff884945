import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from 'recharts';
import { colorAt, TONE } from './palette.ts';
import type { RadarProps } from './radar.tsx';

/** Splits an axis name into lines of about 12 characters, so names fit around a phone-sized radar. */
const lines = (text: string, width = 12): string[] => {
  const out: string[] = [];
  // "&" stays with the word after it ("Motivation" / "& fit").
  for (const word of text.replaceAll(' & ', ' &\u00a0').split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
};

type TickProps = { x?: number | string; y?: number | string; textAnchor?: string; payload?: { value?: unknown } };

const AxisTick = ({ x = 0, y = 0, textAnchor = 'middle', payload }: TickProps) => {
  const ls = lines(String(payload?.value ?? ''));
  const ny = Number(y);
  return (
    <text x={Number(x)} y={ny} textAnchor={textAnchor as 'start' | 'middle' | 'end'} fill={TONE.ink} fontSize={11.5}>
      {ls.map((l, i) => (
        <tspan key={l} x={Number(x)} dy={i === 0 ? `${(-(ls.length - 1) / 2) * 1.1 + 0.35}em` : '1.1em'}>
          {l}
        </tspan>
      ))}
    </text>
  );
};

const RadarDrawing = ({ data, angleKey, shortKey, series, max = 100, formatValue = (v) => String(v) }: RadarProps) => (
  <ResponsiveContainer width="100%" height="100%">
    <RadarChart
      data={data as Record<string, number | string>[]}
      outerRadius="74%"
      margin={{ top: 4, right: 24, bottom: 0, left: 24 }}
      accessibilityLayer={false}
    >
      <PolarGrid stroke={TONE.line} />
      <PolarAngleAxis dataKey={shortKey ?? angleKey} tick={(p: TickProps) => <AxisTick {...p} />} />
      {/* Rings at quarters of the scale, unlabelled: the figures are in the table. */}
      <PolarRadiusAxis domain={[0, max]} tickCount={5} axisLine={false} tick={false} />
      {series.map((s, i) => (
        <Radar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stroke={colorAt(i, s.color)}
          fill={colorAt(i, s.color)}
          fillOpacity={i === 0 ? 0.18 : 0.12}
          strokeWidth={2}
          dot={{ r: 3, fill: colorAt(i, s.color), strokeWidth: 0 }}
          isAnimationActive={false}
        />
      ))}
      {/* On hover (the drawing is hidden from screen readers and out of the tab order: the table has the figures). */}
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        labelFormatter={(label, payload) => String(payload?.[0]?.payload?.[angleKey] ?? label)}
        contentStyle={{ borderRadius: 10, borderColor: TONE.line, fontSize: 13 }}
        // Series colors (brass on white) are too faint for text: the names and values are in ink.
        itemStyle={{ color: TONE.ink }}
      />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} formatter={(name) => <span style={{ color: TONE.ink }}>{name}</span>} />}
    </RadarChart>
  </ResponsiveContainer>
);

export default RadarDrawing;
