import { CloudOutlined, SunOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';

/** Kind of sky a WMO weather code shows, for its icon and colour. */
export type SkyKind = 'clear' | 'partly' | 'cloudy' | 'fog' | 'rain' | 'snow' | 'storm';

/**
 * Sky kind of a WMO weather interpretation code: 0-1 clear, 2 partly cloudy, 3 overcast, 45/48
 * fog, drizzle and rain 51-67 and 80-82, snow 71-77 and 85-86, thunderstorm 95-99; anything
 * else counts as cloudy.
 */
export function skyKind(code: number): SkyKind {
  if (code === 0 || code === 1) return 'clear';
  if (code === 2) return 'partly';
  if (code === 45 || code === 48) return 'fog';
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95 && code <= 99) return 'storm';
  return 'cloudy';
}

function SnowflakeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" />
    </svg>
  );
}

function RainIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M7 15a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17 7.5a3.75 3.75 0 0 1 0 7.5H7z" />
      <path d="M8 18l-1 3M12.5 18l-1 3M17 18l-1 3" />
    </svg>
  );
}

/** The icon of a WMO code (antd icons for sun, cloud and storm; own line icons for rain and snow). */
export function WeatherIcon({ code }: { code: number }): ReactElement {
  switch (skyKind(code)) {
    case 'clear':
      return <SunOutlined aria-hidden="true" />;
    case 'rain':
      return <RainIcon />;
    case 'snow':
      return <SnowflakeIcon />;
    case 'storm':
      return <ThunderboltOutlined aria-hidden="true" />;
    default:
      return <CloudOutlined aria-hidden="true" />;
  }
}
