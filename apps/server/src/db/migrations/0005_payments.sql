CREATE TABLE "pagos_arriendo" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partido_id" char(24) NOT NULL,
	"club_id" char(24) NOT NULL,
	"monto" integer NOT NULL,
	"metodo_pago" varchar(60) NOT NULL,
	"referencia" varchar(100),
	"notas" varchar(500),
	"comprobante_path" varchar(200),
	"comprobante_mime" varchar(40),
	"registrado_por_id" char(24),
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagos_jugadores" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partido_id" char(24) NOT NULL,
	"usuario_id" char(24) NOT NULL,
	"club_id" char(24) NOT NULL,
	"monto" integer NOT NULL,
	"estado" varchar(12) DEFAULT 'Pendiente' NOT NULL,
	"metodo_pago" varchar(60),
	"comprobante_path" varchar(200),
	"comprobante_mime" varchar(40),
	"fecha_subida" timestamp with time zone,
	"validado_por_id" char(24),
	"fecha_validacion" timestamp with time zone,
	"notas" varchar(500),
	"notas_rechazo" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pagos_arriendo" ADD CONSTRAINT "pagos_arriendo_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_arriendo" ADD CONSTRAINT "pagos_arriendo_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_arriendo" ADD CONSTRAINT "pagos_arriendo_registrado_por_id_users_id_fk" FOREIGN KEY ("registrado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ADD CONSTRAINT "pagos_jugadores_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ADD CONSTRAINT "pagos_jugadores_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ADD CONSTRAINT "pagos_jugadores_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_jugadores" ADD CONSTRAINT "pagos_jugadores_validado_por_id_users_id_fk" FOREIGN KEY ("validado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_arriendo_club_fecha_idx" ON "pagos_arriendo" USING btree ("club_id","fecha_pago");--> statement-breakpoint
CREATE INDEX "pagos_arriendo_partido_fecha_idx" ON "pagos_arriendo" USING btree ("partido_id","fecha_pago");--> statement-breakpoint
CREATE INDEX "pagos_arriendo_created_idx" ON "pagos_arriendo" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pagos_arriendo_registrado_por_idx" ON "pagos_arriendo" USING btree ("registrado_por_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_jugadores_partido_usuario_idx" ON "pagos_jugadores" USING btree ("partido_id","usuario_id");--> statement-breakpoint
CREATE INDEX "pagos_jugadores_club_estado_idx" ON "pagos_jugadores" USING btree ("club_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "pagos_jugadores_club_validando_idx" ON "pagos_jugadores" USING btree ("club_id","fecha_subida") WHERE "pagos_jugadores"."estado" = 'Validando';--> statement-breakpoint
CREATE INDEX "pagos_jugadores_club_aprobado_idx" ON "pagos_jugadores" USING btree ("club_id","fecha_validacion") WHERE "pagos_jugadores"."estado" = 'Aprobado';--> statement-breakpoint
CREATE INDEX "pagos_jugadores_usuario_idx" ON "pagos_jugadores" USING btree ("usuario_id","club_id","estado");--> statement-breakpoint
CREATE INDEX "pagos_jugadores_created_idx" ON "pagos_jugadores" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pagos_jugadores_estado_created_idx" ON "pagos_jugadores" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "pagos_jugadores_validado_por_idx" ON "pagos_jugadores" USING btree ("validado_por_id");