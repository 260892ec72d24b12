import type { ThemeConfig } from 'antd';

/** Seed §9's transition durations, applied through antd's motion tokens rather than left at its defaults. */
export const MOTION = { fadeMs: 150, collapseMs: 350, modalMs: 300, carouselMs: 600 } as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    borderRadius: 8,
    motionDurationFast: `${MOTION.fadeMs / 1000}s`,
    motionDurationMid: `${MOTION.modalMs / 1000}s`,
    motionDurationSlow: `${MOTION.collapseMs / 1000}s`,
  },
};
