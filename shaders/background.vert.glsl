#version 300 es
// Full-screen triangle for the page background: no vertex buffer needed, the
// three corners come from gl_VertexID.
out vec2 v_uv;
void main() {
  vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  v_uv = p;
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
