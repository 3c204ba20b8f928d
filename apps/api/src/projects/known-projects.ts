import * as v from 'valibot'

/** One project the server serves (`ApiConfig.projects`). */
export interface ProjectConfig {
  /** The id apps pass as `projectId`. */
  id: string
  /**
   * Browser origins (`https://app.example.org`) allowed to use the project: a request carrying
   * another `Origin` is refused. Requests without one (servers, scripts) are not browsers'.
   */
  allowedOrigins: string[]
  /** Analytics events stored for this project per 24 h (default: `analyticsQuotaPerDay`). */
  analyticsQuotaPerDay?: number
}

/** The project ids the endpoints accept at all (known or, in development, any). */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * SPEC §8 "Mapping of provider errors": the kit turns an answer naming "invalid key" into the
 * "Invalid Project ID" alert and one naming "origin not allowed" into "Invalid App
 * Configuration", so the refusals say exactly that.
 */
const PROJECT_ERRORS = {
  unknown: 'Unauthorized: invalid key',
  origin: 'Unauthorized: origin not allowed',
} as const

const OriginSchema = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
    } catch {
      return false
    }
  }, 'Invalid origin: expected scheme://host[:port] without a path'),
)

/** The `projects` section: ids unique, origins exact (`scheme://host[:port]`). */
export const ProjectsSchema = v.pipe(
  v.array(
    v.object({
      id: v.pipe(v.string(), v.regex(PROJECT_ID_PATTERN, 'Invalid project id')),
      allowedOrigins: v.array(OriginSchema),
      analyticsQuotaPerDay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
  v.check(
    (projects) => new Set(projects.map((project) => project.id)).size === projects.length,
    'Invalid projects: an id is listed twice',
  ),
)

/**
 * The env form of `projects`: `PROJECTS=p1=https://a.example|https://b.example,p2=https://c.example`
 * (an id with no origins after `=` serves no browser).
 */
export function projectsFromEnv(value: string): ProjectConfig[] {
  const projects = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', origins = '', ...rest] = entry.split('=')
      if (rest.length > 0) throw new Error(`Invalid PROJECTS entry ${entry}`)
      return { id, allowedOrigins: origins.split('|').filter(Boolean) }
    })
  const parsed = v.safeParse(ProjectsSchema, projects)
  if (!parsed.success) throw new Error(`Invalid PROJECTS: ${parsed.issues[0].message}`)
  return parsed.output
}

/** Whether a request may use a project: go on (with the project, when projects are configured) or why not. */
type ProjectAccess =
  | { ok: true; project: ProjectConfig | undefined }
  | { ok: false; reason: keyof typeof PROJECT_ERRORS; message: string }

/**
 * The one check the RPC endpoint and analytics share. Without configured projects (development)
 * every id is accepted; with them, an unknown id is refused, and so is a browser `Origin` the
 * project does not list.
 */
export function createProjectCheck(
  projects: readonly ProjectConfig[] | undefined,
): (projectId: string, origin: string | undefined) => ProjectAccess {
  if (!projects?.length) return () => ({ ok: true, project: undefined })
  const byId = new Map(projects.map((project) => [project.id, project]))
  const origins = new Map(projects.map((project) => [project.id, new Set(project.allowedOrigins)]))
  return (projectId, origin) => {
    const project = byId.get(projectId)
    if (!project) return { ok: false, reason: 'unknown', message: PROJECT_ERRORS.unknown }
    if (origin !== undefined && !origins.get(projectId)?.has(origin))
      return { ok: false, reason: 'origin', message: PROJECT_ERRORS.origin }
    return { ok: true, project }
  }
}
