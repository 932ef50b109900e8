import {
  type Baseline,
  type BaselineCollection,
  builtinCollections,
  createBaseline,
  createBaselineOf,
  createSwitchableBaseline,
} from '../domain/baseline.ts'
import { catalogOf, type DataCatalog } from '../domain/dataset/catalog.ts'
import { type Dataset, DatasetError } from '../domain/dataset/read.ts'
import { RESOURCE_NAMES, type ResourceName } from '../domain/resources.ts'

/** The baseline is immutable, so processes building several apps share one per scale. */
const baselines = new Map<number, Baseline>()
function baselineFor(scale: number) {
  let baseline = baselines.get(scale)
  if (!baseline) {
    baseline = createBaseline(scale)
    baselines.set(scale, baseline)
  }
  return baseline
}

const NO_CATALOG: DataCatalog = { collections: new Map(), singulars: new Map() }
const NO_DATASET: Dataset = { collections: new Map(), singulars: new Map() }

/** What a `--watch` reload changed: collection and singular names added and removed. */
export interface DatasetReload {
  added: string[]
  removed: string[]
}

/**
 * The baseline and catalog of what is served: the built-ins at the configured scale, and a
 * db.json's collections beside them; one of the file's named like a built-in replaces it.
 * `reload` swaps in another version of the file while serving (`--watch`): the built-ins are
 * generated once, and the set of built-ins served stays as it started, as their routes do.
 */
export function servedData(scale: number, dataset: Dataset | undefined, builtin: boolean) {
  if (!dataset && builtin) {
    const builtins: readonly ResourceName[] = RESOURCE_NAMES
    return { baseline: baselineFor(scale), catalog: NO_CATALOG, builtins, reload: undefined }
  }
  const generated = builtin ? builtinCollections(scale) : new Map<string, BaselineCollection>()
  const compose = (file: Dataset) => {
    const { catalog, baseline: fileCollections } = catalogOf(file)
    const names = [...catalog.collections.keys(), ...catalog.singulars.keys()]
    const collections = new Map([...generated].filter(([name]) => !names.includes(name)))
    for (const [name, c] of fileCollections) collections.set(name, c)
    return { catalog, names, baseline: createBaselineOf(collections, scale) }
  }
  const first = compose(dataset ?? NO_DATASET)
  const builtins = builtin ? RESOURCE_NAMES.filter((r) => !first.names.includes(r)) : []
  const baseline = createSwitchableBaseline(first.baseline)
  const catalog: DataCatalog = { ...first.catalog }
  let names = first.names
  const reload = (file: Dataset): DatasetReload => {
    const next = compose(file)
    const taken = next.names.filter((n) => (builtins as readonly string[]).includes(n))
    if (taken.length > 0) {
      throw new DatasetError(
        `it now names the built-in ${taken.join(', ')}, served since start; restart to replace ${taken.length === 1 ? 'it' : 'them'}`,
      )
    }
    baseline.swap(next.baseline)
    catalog.collections = next.catalog.collections
    catalog.singulars = next.catalog.singulars
    const change = {
      added: next.names.filter((n) => !names.includes(n)),
      removed: names.filter((n) => !next.names.includes(n)),
    }
    names = next.names
    return change
  }
  return { baseline, catalog, builtins, reload }
}
