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
  // For the programme's films: fire, desert light, neon nights, cold light, fog, forest, and two
  // archival looks for the retrospective (an old print, a brown photograph).
  ember: { sky: ["#1a0705", "#5e1a0e", "#d4542a"], sun: "#ffb36b", land: ["#5a2416", "#140604"], sea: ["#7a2a18", "#1a0805"], accent: "#ffcf5a" },
  ochre: { sky: ["#6b3e1e", "#c98a3e", "#f4d38f"], sun: "#fff1c4", land: ["#a0643a", "#3b2414"], sea: ["#c69352", "#4a2e1b"], accent: "#fff4d6" },
  neon: { sky: ["#0b0520", "#2b0b4a", "#6a1b7a"], sun: "#ff5fd2", land: ["#2a1450", "#08031a"], sea: ["#1d0c3f", "#05020f"], accent: "#39f3ff" },
  rose: { sky: ["#f3b4c4", "#f8d3c5", "#fdf0e6"], sun: "#fffaf2", land: ["#c98aa6", "#5b3a5e"], sea: ["#e7b3bf", "#7a5878"], accent: "#ff7a59" },
  glacier: { sky: ["#0f4c6e", "#5fb2d6", "#e3f6fb"], sun: "#ffffff", land: ["#a8d8ea", "#24597a"], sea: ["#3f9cc4", "#0d3b57"], accent: "#ff6b5b" },
  mist: { sky: ["#7d8c88", "#aebcb6", "#dfe6e1"], sun: "#f4f7f2", land: ["#8e9d97", "#3d4a46"], sea: ["#a4b2ad", "#4d5c58"], accent: "#e8c468" },
  pine: { sky: ["#17322b", "#3f6e55", "#b8d4a8"], sun: "#f4f9dc", land: ["#3d6b4c", "#0f2219"], sea: ["#4f7f66", "#10261c"], accent: "#f2a541" },
  sepia: { sky: ["#4a3826", "#9c7d5a", "#e2cfac"], sun: "#f6ead2", land: ["#7d6245", "#2e2216"], sea: ["#a48761", "#3a2c1d"], accent: "#f3dfb2" },
  faded: { sky: ["#5d7a86", "#c7a98f", "#ecdcc3"], sun: "#fbf1dd", land: ["#8f8a80", "#3e4347"], sea: ["#9fb0b0", "#46555a"], accent: "#e9b15f" },
};

/** Hex colour between `a` and `b` (t = 0 … 1): the land layers fade into the haze. */
export function mix(a, b, t) {
  const pa = parse(a);
  const pb = parse(b);
  return `#${pa
    .map((x, i) =>
      Math.round(x + (pb[i] - x) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function parse(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
