import type { Rule, RuleObject } from 'antd/es/form';
import {
  Children, cloneElement, createContext, isValidElement, useContext, useId, useState, useSyncExternalStore,
  type CSSProperties, type FormEvent, type ReactElement, type ReactNode,
} from 'react';

// A form with the few parts of antd's Form that the login page uses — the same props (name, label, rules as antd
// rules, dependencies, hasFeedback, valuePropName), the same behaviour (a field validates when it changes, every
// field on submit; an error replaces the item's bottom margin) — so that page renders without antd (docs/decisions/0044).

type Values = Record<string, unknown>;

export interface FormInstance<V extends object = Values> {
  getFieldValue<K extends keyof V & string>(name: K): V[K];
  getFieldsValue(): V;
  setFieldValue(name: string, value: unknown): void;
  validateFields(): Promise<V>;
  resetFields(): void;
}

interface FieldState { error: string | null; validated: boolean }
interface FieldMeta { rules: Rule[]; label?: ReactNode; dependencies: string[] }

class FormStore {
  private values: Values = {};
  private initial: Values = {};
  private fields = new Map<string, FieldState>();
  private metas = new Map<string, FieldMeta>();
  private runs = new Map<string, number>();
  private listeners = new Set<() => void>();
  private version = 0;
  onFinish?: (values: Values) => void;

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getVersion = () => this.version;
  private emit() {
    this.version++;
    this.listeners.forEach((l) => l());
  }

  setInitialValues(v: Values | undefined) {
    if (!v) return;
    this.initial = v;
    for (const [k, x] of Object.entries(v)) if (!(k in this.values)) this.values[k] = x;
  }
  register(name: string, meta: FieldMeta) {
    this.metas.set(name, meta);
  }
  field(name: string): FieldState {
    return this.fields.get(name) ?? { error: null, validated: false };
  }

  getFieldValue = (name: string) => this.values[name];
  getFieldsValue = () => Object.fromEntries([...this.metas.keys()].map((k) => [k, this.values[k]]));
  setFieldValue = (name: string, value: unknown) => {
    this.values[name] = value;
    this.emit();
  };
  resetFields = () => {
    this.values = { ...this.initial };
    this.fields.clear();
    this.emit();
  };

  /** A field changed: it validates, and so do the touched fields that depend on it (antd's `dependencies`). */
  change(name: string, value: unknown) {
    this.values[name] = value;
    this.emit();
    void this.validateField(name);
    for (const [other, meta] of this.metas) if (meta.dependencies.includes(name) && this.field(other).validated) void this.validateField(other);
  }

  async validateField(name: string): Promise<boolean> {
    const run = (this.runs.get(name) ?? 0) + 1;
    this.runs.set(name, run);
    const meta = this.metas.get(name);
    const value = this.values[name];
    let error: string | null = null;
    for (const r of meta?.rules ?? []) {
      const rule: RuleObject = typeof r === 'function' ? r(this as never) : r;
      const empty = value === undefined || value === null || value === '' || value === false;
      if (rule.required && empty) {
        error = String(rule.message ?? `${typeof meta?.label === 'string' ? meta.label : 'Este campo'} es obligatorio`);
        break;
      }
      if (rule.validator) {
        try {
          await rule.validator(rule, value, () => undefined);
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          break;
        }
      }
    }
    if (this.runs.get(name) !== run) return error === null; // a newer value is being checked
    this.fields.set(name, { error, validated: true });
    this.emit();
    return error === null;
  }

  validateFields = async () => {
    const ok = await Promise.all([...this.metas.keys()].map((n) => this.validateField(n)));
    if (ok.every(Boolean)) return this.getFieldsValue();
    throw new Error('Hay campos con errores');
  };

  async submit() {
    try {
      const values = await this.validateFields();
      this.onFinish?.(values);
    } catch {
      // the errors are on screen, under their fields
    }
  }
}

interface FormContextValue { store: FormStore; name?: string }
const FormContext = createContext<FormContextValue | null>(null);

/** What an input inside a Form.Item shows: the error state and, with hasFeedback, the result's icon. */
export interface ItemStatus { status: 'error' | 'success' | null; hasFeedback: boolean }
export const ItemStatusContext = createContext<ItemStatus>({ status: null, hasFeedback: false });

function useForm<V extends object = Values>(): [FormInstance<V>] {
  const [store] = useState(() => new FormStore());
  return [store as unknown as FormInstance<V>];
}

interface FormProps<V extends object> {
  /** from Form.useForm (any values' type: the store is the same) */
  form?: object;
  name?: string;
  layout?: 'vertical';
  requiredMark?: boolean;
  initialValues?: Partial<V>;
  onFinish?: (values: V) => void;
  children: ReactNode;
  style?: CSSProperties;
}

function Form<V extends object = Values>({ form, name, initialValues, onFinish, children, style }: FormProps<V>) {
  const [own] = useForm<V>();
  const store = (form ?? own) as unknown as FormStore;
  const [context] = useState(() => {
    store.setInitialValues(initialValues as Values | undefined);
    return { store, name };
  });
  store.onFinish = onFinish as ((v: Values) => void) | undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <FormContext.Provider value={context}>
      {/* our messages, not the browser's bubbles */}
      <form id={name} onSubmit={submit} noValidate style={style}>{children}</form>
    </FormContext.Provider>
  );
}

interface ItemProps {
  name?: string;
  label?: ReactNode;
  rules?: Rule[];
  dependencies?: string[];
  hasFeedback?: boolean;
  valuePropName?: string;
  children: ReactNode;
  style?: CSSProperties;
}

function Item({ name, label, rules = [], dependencies = [], hasFeedback = false, valuePropName = 'value', children, style }: ItemProps) {
  const ctx = useContext(FormContext);
  const autoId = useId();
  const store = ctx?.store;
  useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getVersion ?? zero);
  const registered = name && store;
  if (registered) store.register(name, { rules, label, dependencies });
  const id = name ? (ctx?.name ? `${ctx.name}_${name}` : name) : autoId;
  const state = registered ? store.field(name) : { error: null, validated: false };
  const helpId = `${id}_help`;
  const required = rules.some((r) => typeof r !== 'function' && r.required);
  const child = Children.only(children);
  const control = registered && isValidElement(child)
    ? cloneElement(child as ReactElement<Record<string, unknown>>, {
      id,
      [valuePropName]: valuePropName === 'checked' ? !!store.getFieldValue(name) : (store.getFieldValue(name) ?? ''),
      onChange: (e: { target?: { value?: unknown; checked?: boolean } } | unknown) => {
        const target = (e as { target?: { value?: unknown; checked?: boolean } })?.target;
        store.change(name, target ? (valuePropName === 'checked' ? target.checked : target.value) : e);
      },
      'aria-invalid': state.error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': state.error ? helpId : undefined,
    })
    : child;
  const status: ItemStatus = { status: state.error ? 'error' : state.validated ? 'success' : null, hasFeedback };
  return (
    <div className={`lite-form-item${state.error ? ' lite-form-item--has-explain' : ''}`} style={style}>
      {label && <label className="lite-form-item__label" htmlFor={id}>{label}</label>}
      <ItemStatusContext.Provider value={status}>{control}</ItemStatusContext.Provider>
      {state.error && (
        <div id={helpId} className="lite-form-item__explain">
          <div role="alert">{state.error}</div>
        </div>
      )}
    </div>
  );
}

const noSubscribe = () => () => undefined;
const zero = () => 0;

Form.useForm = useForm;
Form.Item = Item;
export { Form };
