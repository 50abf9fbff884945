import { Slider as RadixSlider } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type SliderProps = ComponentProps<typeof RadixSlider.Root> & {
  /** Accessible name of the thumb (the slider role lives on the thumb). */
  thumbLabel?: string;
  /** Spoken value, e.g. "3, Moderate". */
  valueText?: string;
  thumbId?: string;
  'aria-describedby'?: string;
};

export const Slider = ({ className, thumbLabel, valueText, thumbId, 'aria-describedby': describedBy, ...props }: SliderProps) => (
  <RadixSlider.Root className={cn('relative flex h-6 w-full touch-none select-none items-center', className)} {...props}>
    <RadixSlider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
      <RadixSlider.Range className="absolute h-full bg-navy-700" />
    </RadixSlider.Track>
    <RadixSlider.Thumb
      id={thumbId}
      aria-label={thumbLabel}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
      className="block h-5 w-5 cursor-grab rounded-full border-2 border-navy-800 bg-white shadow transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
    />
  </RadixSlider.Root>
);
