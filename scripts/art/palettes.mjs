// Colour moods of the northern coast. Each palette: sky top → horizon, sun, far → near land, sea,
// and an accent (lit windows, lights, aurora).
export const PALETTES = {
  dusk: { sky: ["#1d2a5b", "#c8577a", "#f6b26b"], sun: "#ffe1a8", land: ["#6a5a8c", "#2b2447"], sea: ["#e79c7c", "#2a2a52"], accent: "#ffd27a" },
  midnightSun: { sky: ["#f2a65a", "#f7d08a", "#fcebc6"], sun: "#fff5d6", land: ["#b98a7a", "#4a3b4f"], sea: ["#f3c38e", "#6b5a73"], accent: "#ffefb0" },
  aurora: { sky: ["#050b1f", "#0d2340", "#1b3b5a"], sun: "#e8f1ff", land: ["#23405c", "#0a1424"], sea: ["#16324d", "#050b1a"], accent: "#5cf2a6" },
  winter: { sky: ["#6f8fb8", "#b9cde3", "#eef3f8"], sun: "#ffffff", land: ["#9db3cc", "#3c5775"], sea: ["#8aa5c2", "#2d4663"], accent: "#ffcf73" },
  storm: { sky: ["#1b232c", "#3d4a57", "#6e7b86"], sun: "#cfd8dc", land: ["#4a5561", "#161d24"], sea: ["#3a4754", "#0f151b"], accent: "#f4e3a1" },
  fjordDay: { sky: ["#3f7fbf", "#8fc3e6", "#dff0f7"], sun: "#fffbe8", land: ["#7d9fb0", "#23463f"], sea: ["#4f8fb0", "#1a3d52"], accent: "#d9453b" },
  blueHour: { sky: ["#0f1a3a", "#2c3f7a", "#6b7fb5"], sun: "#f5e6c8", land: ["#3b4a7a", "#121a33"], sea: ["#34457a", "#0c1430"], accent: "#ffb347" },
  autumn: { sky: ["#2e3d5c", "#c9745a", "#f0c27b"], sun: "#fff0c9", land: ["#8a5a44", "#2f2a2a"], sea: ["#b67a64", "#2c2f45"], accent: "#ffd166" },
  cinema: { sky: ["#120a14", "#2a1422", "#3d1c2c"], sun: "#fff3dc", land: ["#5a1f2e", "#1a0b12"], sea: ["#2a1422", "#0b0509"], accent: "#ffcf8a" },
  cinemaBlue: { sky: ["#070b16", "#101a30", "#1c2944"], sun: "#eef4ff", land: ["#23324f", "#0a0f1c"], sea: ["#101a30", "#05070d"], accent: "#9cc9ff" },
  berry: { sky: ["#2b1640", "#7a2d6b", "#e0708a"], sun: "#ffd9c2", land: ["#6b3b6e", "#241233"], sea: ["#c06a86", "#2a1840"], accent: "#ffe08a" },
  sea: { sky: ["#0e3b4f", "#2f7f8f", "#a9d8d0"], sun: "#fff7df", land: ["#3f6f76", "#12323a"], sea: ["#1f6a78", "#0a2a33"], accent: "#f2b134" },
};

/** Hex colour between `a` and `b` (t = 0 … 1): the land layers fade into the haze. */
export function mix(a, b, t) {
  const pa = parse(a);
  const pb = parse(b);
  return `#${pa.map((x, i) => Math.round(x + (pb[i] - x) * t).toString(16).padStart(2, "0")).join("")}`;
}

function parse(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
