CREATE TABLE "lugares" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"cancha" varchar(50),
	"direccion" varchar(200) NOT NULL,
	"telefono" varchar(20),
	"sitio_web" varchar(200),
	"notas" varchar(500),
	"lat" double precision,
	"lng" double precision,
	"estado_validacion" varchar(12) DEFAULT 'Pendiente' NOT NULL,
	"notas_validacion" varchar(300),
	"creador_id" char(24),
	"validado_por_id" char(24),
	"fecha_validacion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_validacion_lugar" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"lugar_id" char(24) NOT NULL,
	"club_id" char(24) NOT NULL,
	"solicitante_id" char(24),
	"razon" text NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"comentarios_admin" varchar(300),
	"procesado_por_id" char(24),
	"fecha_procesamiento" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lugares" ADD CONSTRAINT "lugares_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lugares" ADD CONSTRAINT "lugares_creador_id_users_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lugares" ADD CONSTRAINT "lugares_validado_por_id_users_id_fk" FOREIGN KEY ("validado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_validacion_lugar" ADD CONSTRAINT "solicitudes_validacion_lugar_lugar_id_lugares_id_fk" FOREIGN KEY ("lugar_id") REFERENCES "public"."lugares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_validacion_lugar" ADD CONSTRAINT "solicitudes_validacion_lugar_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_validacion_lugar" ADD CONSTRAINT "solicitudes_validacion_lugar_solicitante_id_users_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_validacion_lugar" ADD CONSTRAINT "solicitudes_validacion_lugar_procesado_por_id_users_id_fk" FOREIGN KEY ("procesado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lugares_club_estado_idx" ON "lugares" USING btree ("club_id","estado_validacion");--> statement-breakpoint
CREATE INDEX "lugares_estado_nombre_idx" ON "lugares" USING btree ("estado_validacion","nombre");--> statement-breakpoint
CREATE INDEX "lugares_creador_id_idx" ON "lugares" USING btree ("creador_id");--> statement-breakpoint
CREATE INDEX "lugares_validado_por_id_idx" ON "lugares" USING btree ("validado_por_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_validacion_lugar_pendiente_idx" ON "solicitudes_validacion_lugar" USING btree ("lugar_id") WHERE "solicitudes_validacion_lugar"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "solicitudes_validacion_lugar_estado_idx" ON "solicitudes_validacion_lugar" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "solicitudes_validacion_lugar_club_idx" ON "solicitudes_validacion_lugar" USING btree ("club_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "solicitudes_validacion_lugar_lugar_idx" ON "solicitudes_validacion_lugar" USING btree ("lugar_id");--> statement-breakpoint
CREATE INDEX "solicitudes_validacion_lugar_solicitante_idx" ON "solicitudes_validacion_lugar" USING btree ("solicitante_id");--> statement-breakpoint
CREATE INDEX "solicitudes_validacion_lugar_procesado_idx" ON "solicitudes_validacion_lugar" USING btree ("procesado_por_id");