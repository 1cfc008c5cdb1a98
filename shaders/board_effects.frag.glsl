#version 300 es
// The board's animated effects, drawn over the board:
//  - highlight pulse: cells that cause a step (u_cells.r) and cells it
//    changes (u_cells.g) glow from their edges, breathing with u_breathe;
//  - failure flash: a cell whose guess just failed (u_cells.b) flashes (u_flash);
//  - elimination fade: each removed candidate (u_marks.r, one texel per
//    candidate position, 27x27) leaves a red halo that fades out;
//  - completion sweep: a green band crosses the board when it is solved.
precision mediump float;
in vec2 v_uv;
uniform sampler2D u_cells;  // 9x9
uniform sampler2D u_marks;  // 27x27
uniform float u_breathe;    // 0.1..1: the pulse's phase (from the time, on the CPU)
uniform float u_flash;      // 0.1..0.6: the failure flash's phase
uniform float u_sweep;      // 0..1 progress of the completion sweep, < 0 none
uniform vec3 u_cause;
uniform vec3 u_target;
uniform vec3 u_alert;
out vec4 frag_color;

void main() {
  vec4 cell = texture(u_cells, v_uv);
  vec2 in_cell = fract(v_uv * 9.0);
  float edge = min(min(in_cell.x, 1.0 - in_cell.x), min(in_cell.y, 1.0 - in_cell.y));
  float rim = 1.0 - smoothstep(0.0, 0.22, edge);       // strongest at the cell's border
  vec3 colour = vec3(0.0);
  float alpha = 0.0;
  float cause = cell.r * rim * u_breathe * 0.75;
  float target = cell.g * rim * u_breathe * 0.85;
  float alert = cell.b * u_flash;
  colour += u_cause * cause + u_target * target + u_alert * alert;
  alpha += cause + target + alert;

  float fade = texture(u_marks, v_uv).r;
  vec2 in_mark = fract(v_uv * 27.0) - 0.5;
  float halo = fade * (1.0 - smoothstep(0.28, 0.48, length(in_mark))) * 0.6;
  colour += u_alert * halo;
  alpha += halo;

  if (u_sweep >= 0.0) {
    float d = abs((v_uv.x + v_uv.y) * 0.5 - (u_sweep * 1.6 - 0.3));
    float band = (1.0 - smoothstep(0.0, 0.18, d)) * 0.45;
    colour += vec3(0.25, 0.75, 0.34) * band;
    alpha += band;
  }
  alpha = clamp(alpha, 0.0, 0.9);
  frag_color = vec4(min(colour, vec3(1.0)), alpha);  // premultiplied
}
