#version 300 es
// The page background behind the board: a soft diagonal gradient between the
// theme's two background colours with a faint vignette, dithered so 8-bit
// output shows no banding.
precision mediump float;
in vec2 v_uv;
uniform vec3 u_top;      // theme colour at the top left
uniform vec3 u_bottom;   // theme colour at the bottom right
uniform vec2 u_size;     // framebuffer size in pixels
out vec4 frag_color;

float hash(vec2 p) { return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453); }

void main() {
  float t = clamp(0.65 * v_uv.y + 0.35 * (1.0 - v_uv.x), 0.0, 1.0);
  vec3 c = mix(u_bottom, u_top, t);
  vec2 d = v_uv - 0.5;
  c *= 1.0 - 0.12 * dot(d, d);
  c += (hash(v_uv * u_size) - 0.5) / 255.0;
  frag_color = vec4(c, 1.0);
}
