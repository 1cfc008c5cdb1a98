#version 300 es
// The board's effects layer: one quad per cell (two triangles from
// gl_VertexID, the cell from gl_InstanceID), with v_uv running 0..1 across
// the whole board. A cell with nothing to show (all four channels of its
// texel zero) collapses outside the clip space, so only the cells with an
// effect cost any pixel work; the completion sweep keeps every cell.
uniform vec4 u_rect;  // board: x0, y0, x1, y1 in framebuffer pixels (y down)
uniform vec2 u_fb;    // framebuffer size in pixels
uniform mediump float u_sweep;  // same precision as in the fragment shader
uniform sampler2D u_cells;  // 9x9: cause, target, failed, has fading marks
out vec2 v_uv;
void main() {
  int i = gl_VertexID;
  ivec2 cell = ivec2(gl_InstanceID % 9, gl_InstanceID / 9);
  if (u_sweep < 0.0 && texelFetch(u_cells, cell, 0) == vec4(0.0)) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    v_uv = vec2(0.0);
    return;
  }
  vec2 corner = vec2((i == 1 || i == 2 || i == 4) ? 1.0 : 0.0, (i == 2 || i == 4 || i == 5) ? 1.0 : 0.0);
  v_uv = (vec2(cell) + corner) / 9.0;
  vec2 px = mix(u_rect.xy, u_rect.zw, v_uv);
  gl_Position = vec4(px.x / u_fb.x * 2.0 - 1.0, 1.0 - px.y / u_fb.y * 2.0, 0.0, 1.0);
}
