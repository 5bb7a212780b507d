CREATE TABLE "partido_asistentes" (
	"partido_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"equipo" varchar(8),
	"confirmado" boolean,
	"es_mvp" boolean DEFAULT false NOT NULL,
	"inscrito_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partido_asistentes_partido_id_usuario_id_pk" PRIMARY KEY("partido_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "partido_bots" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partido_id" char(24) NOT NULL,
	"nombre_display" varchar(50) NOT NULL,
	"equipo" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partido_lista_espera" (
	"partido_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"orden" serial NOT NULL,
	"pendiente_aprobacion" boolean DEFAULT false NOT NULL,
	"inscrito_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partido_lista_espera_partido_id_usuario_id_pk" PRIMARY KEY("partido_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "partidos" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"creador_id" char(24),
	"fecha" date NOT NULL,
	"hora_partido" varchar(5),
	"inicio" timestamp with time zone,
	"duracion" integer DEFAULT 90 NOT NULL,
	"estado_partido" varchar(20) DEFAULT 'Convocando' NOT NULL,
	"tipo_partido" varchar(5) NOT NULL,
	"max_asistentes" integer NOT NULL,
	"ocupados" integer DEFAULT 0 NOT NULL,
	"equipo_a" varchar(30) DEFAULT 'Blanco' NOT NULL,
	"equipo_b" varchar(30) DEFAULT 'Negro' NOT NULL,
	"generar_equipos_auto" boolean DEFAULT false NOT NULL,
	"equipos_generados" boolean DEFAULT false NOT NULL,
	"tiene_rival_externo" boolean DEFAULT false NOT NULL,
	"equipo_rival_externo" varchar(8),
	"costo_dividido_con_rival" boolean DEFAULT false NOT NULL,
	"monto_equipo_local" integer,
	"lugar_id" char(24),
	"cancha_numero" integer,
	"lugar_por_definir" boolean DEFAULT false NOT NULL,
	"horario_por_definir" boolean DEFAULT false NOT NULL,
	"monto_por_definir" boolean DEFAULT false NOT NULL,
	"monto_arriendo" integer,
	"monto_por_jugador" integer DEFAULT 0 NOT NULL,
	"es_publico" boolean DEFAULT false NOT NULL,
	"requiere_aprobacion_ingreso_publico" boolean DEFAULT false NOT NULL,
	"permite_invitacion_abierta" boolean DEFAULT false NOT NULL,
	"descripcion" varchar(500),
	"notas" varchar(500),
	"cuenta_pago_id" char(24),
	"goles_a" integer,
	"goles_b" integer,
	"mvp_id" char(24),
	"contadores_aplicados" boolean DEFAULT false NOT NULL,
	"campos_faltantes" jsonb,
	"fecha_cancelacion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partido_asistentes" ADD CONSTRAINT "partido_asistentes_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_asistentes" ADD CONSTRAINT "partido_asistentes_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_bots" ADD CONSTRAINT "partido_bots_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_lista_espera" ADD CONSTRAINT "partido_lista_espera_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_lista_espera" ADD CONSTRAINT "partido_lista_espera_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_creador_id_users_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_lugar_id_lugares_id_fk" FOREIGN KEY ("lugar_id") REFERENCES "public"."lugares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_cuenta_pago_id_club_payment_accounts_id_fk" FOREIGN KEY ("cuenta_pago_id") REFERENCES "public"."club_payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_mvp_id_users_id_fk" FOREIGN KEY ("mvp_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partido_asistentes_usuario_idx" ON "partido_asistentes" USING btree ("usuario_id","partido_id");--> statement-breakpoint
CREATE INDEX "partido_bots_partido_idx" ON "partido_bots" USING btree ("partido_id","created_at");--> statement-breakpoint
CREATE INDEX "partido_lista_espera_orden_idx" ON "partido_lista_espera" USING btree ("partido_id","orden");--> statement-breakpoint
CREATE INDEX "partido_lista_espera_usuario_idx" ON "partido_lista_espera" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "partidos_club_fecha_idx" ON "partidos" USING btree ("club_id","fecha","hora_partido");--> statement-breakpoint
CREATE INDEX "partidos_club_estado_fecha_idx" ON "partidos" USING btree ("club_id","estado_partido","fecha");--> statement-breakpoint
CREATE INDEX "partidos_publico_fecha_idx" ON "partidos" USING btree ("fecha") WHERE "partidos"."es_publico";--> statement-breakpoint
CREATE INDEX "partidos_lugar_fecha_idx" ON "partidos" USING btree ("lugar_id","fecha");--> statement-breakpoint
CREATE INDEX "partidos_activos_inicio_idx" ON "partidos" USING btree ("inicio") WHERE "partidos"."estado_partido" in ('Convocando', 'Próximo a comenzar', 'En curso');--> statement-breakpoint
CREATE INDEX "partidos_activos_fecha_idx" ON "partidos" USING btree ("fecha") WHERE "partidos"."estado_partido" in ('Convocando', 'Próximo a comenzar');--> statement-breakpoint
CREATE INDEX "partidos_creador_id_idx" ON "partidos" USING btree ("creador_id");--> statement-breakpoint
CREATE INDEX "partidos_cuenta_pago_id_idx" ON "partidos" USING btree ("cuenta_pago_id");--> statement-breakpoint
CREATE INDEX "partidos_mvp_id_idx" ON "partidos" USING btree ("mvp_id");