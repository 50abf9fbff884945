import { useEffect, useRef, useState } from 'react';
import { Sankey, type SankeyLinkProps as LinkProps, type SankeyNodeProps as NodeProps } from 'recharts';

import { colorAt, TONE } from './palette.ts';
import { SANKEY_TWO_LINE_BELOW, type SankeyProps, sankeyHeight } from './sankey.tsx';

type Node = { name: string; key: string; color: string; shown: string };

/** The container's width (Recharts' Sankey needs numbers; labels need to know how much room there is). */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? 0)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
};

const halo = { paintOrder: 'stroke', stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round' } as const;

const SankeyDrawing = ({ nodes, links, formatValue = (v) => String(v) }: SankeyProps) => {
  const { ref, width } = useWidth();
  const height = sankeyHeight(links, width);
  const twoLine = width < SANKEY_TWO_LINE_BELOW;
  const flowing = links.filter((l) => l.value > 0);
  const used = nodes.filter((n) => flowing.some((l) => l.source === n.key || l.target === n.key));
  const index = new Map(used.map((n, i) => [n.key, i]));
  const through = (key: string) =>
    Math.max(
      flowing.filter((l) => l.target === key).reduce((s, l) => s + l.value, 0),
      flowing.filter((l) => l.source === key).reduce((s, l) => s + l.value, 0),
    );
  const data = {
    nodes: used.map((n, i): Node => ({ name: n.label, key: n.key, color: colorAt(i, n.color), shown: formatValue(n.value ?? through(n.key)) })),
    links: flowing.map((l) => ({ source: index.get(l.source) ?? 0, target: index.get(l.target) ?? 0, value: l.value })),
  };
  const ends = new Set(used.filter((n) => !flowing.some((l) => l.source === n.key)).map((n) => n.key));
  // End labels sit in the right margin; the narrower the screen, the larger its share.
  const right = Math.round(Math.min(260, Math.max(118, width * 0.4)));
  const maxChars = Math.floor((right - 10) / 6);
  const clip = (s: string, room = maxChars) => (s.length > room ? `${s.slice(0, Math.max(1, room - 1))}…` : s);

  const renderNode = ({ x, y, width: w, height: h, payload }: NodeProps) => {
    const n = payload as unknown as Node & { depth: number };
    const cy = y + h / 2;
    const isEnd = ends.has(n.key);
    return (
      <g>
        <rect x={x} y={y} width={w} height={Math.max(1, h)} fill={n.color} rx={2} />
        {n.depth === 0 ? (
          <text x={x} y={y - 8} fontSize={12} fill={TONE.ink}>
            <tspan fontWeight={600}>{n.name}</tspan>
            <tspan dx={6} fill={TONE.muted}>
              {n.shown}
            </tspan>
          </text>
        ) : isEnd && !twoLine ? (
          <text x={x + w + 6} y={cy} dy="0.35em" fontSize={11.5} fill={TONE.ink}>
            {clip(n.name, maxChars - n.shown.length - 2)}
            <tspan dx={6} fill={TONE.muted}>
              {n.shown}
            </tspan>
          </text>
        ) : isEnd ? (
          <text x={x + w + 6} y={cy} fontSize={11} fill={TONE.ink}>
            <tspan x={x + w + 6} dy="-0.2em">
              {clip(n.name)}
            </tspan>
            <tspan x={x + w + 6} dy="1.15em" fill={TONE.muted}>
              {n.shown}
            </tspan>
          </text>
        ) : (
          <text x={x + w + 6} y={cy} fontSize={12} fill={TONE.ink} style={halo}>
            <tspan x={x + w + 6} dy="-0.2em" fontWeight={600}>
              {n.name}
            </tspan>
            <tspan x={x + w + 6} dy="1.15em" fill={TONE.muted}>
              {n.shown}
            </tspan>
          </text>
        )}
      </g>
    );
  };

  const renderLink = ({ sourceX, sourceY, sourceControlX, targetX, targetY, targetControlX, linkWidth, payload }: LinkProps) => {
    const target = payload.target as unknown as Node;
    return (
      <path
        d={`M${sourceX},${sourceY} C${sourceControlX},${sourceY} ${targetControlX},${targetY} ${targetX},${targetY}`}
        fill="none"
        stroke={target.color}
        strokeOpacity={0.28}
        strokeWidth={Math.max(1, linkWidth)}
      />
    );
  };

  return (
    <div ref={ref} style={{ width: '100%', height }}>
      {width > 0 && data.links.length > 0 && (
        <Sankey
          width={width}
          height={height}
          data={data}
          node={renderNode}
          link={renderLink}
          nodeWidth={10}
          nodePadding={twoLine ? 22 : 14}
          sort={false}
          align="left"
          iterations={0}
          margin={{ top: 28, right, bottom: 8, left: 2 }}
          accessibilityLayer={false}
        />
      )}
    </div>
  );
};

export default SankeyDrawing;
