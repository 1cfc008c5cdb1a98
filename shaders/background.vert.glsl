#version 300 es
// Full-screen triangle for the page background: no vertex buffer needed, the
// three corners come from gl_VertexID. The diagonal gradient is linear, so it
// is computed here and interpolated: the fragment shader stays a few
// instructions long, which matters on a software renderer (every pixel of the
// page runs it every frame).
uniform vec3 u_top;      // theme colour at the top left
uniform vec3 u_bottom;   // theme colour at the bottom right
out vec2 v_uv;
out vec3 v_colour;
void main() {
  vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  v_uv = p;
  // On screen (uv in [0, 1]) t stays in [0, 1]; off screen it may not, but
  // those pixels are never drawn.
  v_colour = mix(u_bottom, u_top, 0.65 * p.y + 0.35 * (1.0 - p.x));
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
