#version 300 es
// The board's effects layer: one quad over the board (two triangles from
// gl_VertexID), with v_uv running 0..1 across the board.
uniform vec4 u_rect;  // board: x0, y0, x1, y1 in framebuffer pixels (y down)
uniform vec2 u_fb;    // framebuffer size in pixels
out vec2 v_uv;
void main() {
  int i = gl_VertexID;
  vec2 corner = vec2((i == 1 || i == 2 || i == 4) ? 1.0 : 0.0, (i == 2 || i == 4 || i == 5) ? 1.0 : 0.0);
  v_uv = corner;
  vec2 px = mix(u_rect.xy, u_rect.zw, corner);
  gl_Position = vec4(px.x / u_fb.x * 2.0 - 1.0, 1.0 - px.y / u_fb.y * 2.0, 0.0, 1.0);
}
