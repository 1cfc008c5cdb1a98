#version 300 es
// The page background behind the board: a soft diagonal gradient between the
// theme's two background colours (from the vertex shader) with a faint
// vignette, dithered so 8-bit output shows no banding. The dither is
// interleaved gradient noise (Jimenez 2014): two fract()s, no sin().
precision mediump float;
in vec2 v_uv;
in vec3 v_colour;
out vec4 frag_color;

void main() {
  vec2 d = v_uv - 0.5;
  float noise = fract(52.9829189 * fract(dot(gl_FragCoord.xy, vec2(0.06711056, 0.00583715))));
  frag_color = vec4(v_colour * (1.0 - 0.12 * dot(d, d)) + (noise - 0.5) / 255.0, 1.0);
}
